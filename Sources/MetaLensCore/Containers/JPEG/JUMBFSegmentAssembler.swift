/// Joins the APP11 segments that carry a JUMBF box (ISO/IEC 19566-5 Annex
/// B): each starts `JP`, a box instance number (2 bytes) and a sequence
/// number (4), then the box header (LBox, TBox, and XLBox when LBox is 1),
/// repeated in every segment; the box's contents follow in sequence order.
struct JUMBFSegmentAssembler {
  private var pieces: [UInt16: [(sequence: UInt32, header: ArraySlice<UInt8>, body: ArraySlice<UInt8>)]] = [:]
  private(set) var notices: [ReadingNotice] = []
  let maxLength: Int

  init(maxLength: Int) { self.maxLength = maxLength }

  mutating func add(_ payload: ArraySlice<UInt8>) {
    let reader = BinaryReader(payload)
    guard let instance = reader.u16(2), let sequence = reader.u32(4), let length = reader.u32(8) else {
      notices.append(ReadingNotice(JPEGNotice.jumbfSegmentTooShort))
      return
    }
    let headerLength = length == 1 ? 16 : 8
    guard let header = reader.slice(8, headerLength) else {
      notices.append(ReadingNotice(JPEGNotice.jumbfSegmentTooShort))
      return
    }
    pieces[instance, default: []].append((sequence, header, payload.dropFirst(8 + headerLength)))
  }

  /// Each box instance, in instance order: the box header once, then every
  /// segment's contents by sequence number. A box larger than `maxLength`
  /// is left out, with a warning.
  mutating func boxes() -> [[UInt8]] {
    var oversized = false
    let boxes = pieces.keys.sorted().compactMap { instance -> [UInt8]? in
      guard let parts = pieces[instance]?.sorted(by: { $0.sequence < $1.sequence }), let first = parts.first else {
        return nil
      }
      let total = parts.reduce(first.header.count) { $0 + $1.body.count }
      guard total <= maxLength else {
        oversized = true
        return nil
      }
      // One allocation for the whole box: growing it segment by segment
      // copied a large manifest again at each doubling.
      var box: [UInt8] = []
      box.reserveCapacity(total)
      box += first.header
      for part in parts { box += part.body }
      return box
    }
    if oversized {
      notices.append(ReadingNotice(JPEGNotice.jumbfBoxTooLarge(limit: maxLength)))
    }
    return boxes
  }
}
