/// Walks a JPEG's marker segments from SOI to the first SOS, reading no
/// further: the entropy-coded image data is never touched.
struct JPEGSegmentScanner {
  /// A segment and where its payload (after the length field) lies.
  struct Entry {
    let segment: JPEGSegment
    let payload: Range<Int>
  }

  /// Why the walk stopped.
  enum Stop: Equatable {
    /// At the first SOS: the whole header was read.
    case scan
    /// At an EOI before any scan.
    case endOfImage
    /// The data ended inside the header; `inside` is the segment it cut,
    /// whose bytes up to the end are the last entry (a truncated file keeps
    /// the EXIF its first bytes hold).
    case endOfData(offset: Int, inside: JPEGSegment? = nil)
    /// A length field smaller than 2.
    case badLength(offset: Int)
    /// More segments than `limits.maxSegments`.
    case tooManySegments
  }

  struct Result {
    var entries: [Entry] = []
    var stop: Stop = .scan
    /// Offset just past the last complete segment (the SOS segment when the
    /// whole header was read): libjpeg gets the bytes up to here.
    var headerEnd: Int = 2
    var notices: [ReadingNotice] = []
  }

  let maxSegments: Int

  func scan(_ window: inout some ByteWindow) throws(MetaLensError) -> Result {
    var result = Result()
    guard try window.ensure(2), window.bytes[0] == 0xFF, window.bytes[1] == JPEGMarker.soi else {
      result.stop = .endOfData(offset: 0)
      return result
    }
    result.entries.append(Entry(segment: JPEGSegment(marker: JPEGMarker.soi, offset: 0, length: 0), payload: 2..<2))
    var position = 2
    while true {
      guard result.entries.count < maxSegments else {
        result.stop = .tooManySegments
        return result
      }
      guard let markerOffset = try nextMarker(from: position, in: &window, result: &result) else {
        result.stop = .endOfData(offset: window.bytes.count)
        return result
      }
      let marker = window.bytes[markerOffset + 1]
      if JPEGMarker.isStandalone(marker) {
        result.entries.append(
          Entry(segment: JPEGSegment(marker: marker, offset: markerOffset, length: 0), payload: 0..<0))
        result.headerEnd = markerOffset + 2
        if marker == JPEGMarker.eoi {
          result.stop = .endOfImage
          return result
        }
        position = markerOffset + 2
        continue
      }
      guard try window.ensure(markerOffset + 4) else {
        result.stop = .endOfData(offset: window.bytes.count)
        return result
      }
      let length = Int(window.bytes[markerOffset + 2]) << 8 | Int(window.bytes[markerOffset + 3])
      guard length >= 2 else {
        result.stop = .badLength(offset: markerOffset)
        return result
      }
      let end = markerOffset + 2 + length
      guard try window.ensure(end) else {
        let available = window.bytes.count
        let payload = markerOffset + 4..<max(markerOffset + 4, available)
        let segment = describe(marker: marker, offset: markerOffset, length: length, payload: window.bytes[payload])
        if !payload.isEmpty { result.entries.append(Entry(segment: segment, payload: payload)) }
        result.stop = .endOfData(offset: available, inside: segment)
        return result
      }
      let payload = markerOffset + 4..<end
      result.entries.append(
        Entry(
          segment: describe(marker: marker, offset: markerOffset, length: length, payload: window.bytes[payload]),
          payload: payload))
      result.headerEnd = end
      if marker == JPEGMarker.sos {
        result.stop = .scan
        return result
      }
      position = end
    }
  }

  /// Finds the next marker at or after `position`, skipping fill bytes and
  /// (with a warning) any stray bytes between segments.
  private func nextMarker(
    from position: Int, in window: inout some ByteWindow, result: inout Result
  ) throws(MetaLensError) -> Int? {
    var offset = position
    var skipped = 0
    while try window.ensure(offset + 2) {
      let bytes = window.bytes
      if bytes[offset] == 0xFF && bytes[offset + 1] != 0xFF && bytes[offset + 1] != 0x00 {
        if skipped > 0 {
          result.notices.append(
            ReadingNotice(JPEGNotice.strayBytes(count: skipped, offset: offset)))

        }
        return offset
      }
      if !(bytes[offset] == 0xFF && bytes[offset + 1] == 0xFF) { skipped += 1 }
      offset += 1
    }
    return nil
  }

  private func describe(marker: UInt8, offset: Int, length: Int, payload: ArraySlice<UInt8>) -> JPEGSegment {
    if marker == JPEGMarker.com {
      return JPEGSegment(marker: marker, offset: offset, length: length, comment: TextDecoding.text(payload))
    }
    let isApplication = (0xE0...0xEF).contains(marker)
    // APP11's `JP` is followed by a binary box instance number, not a NUL.
    let isJUMBF = marker == 0xEB && payload.starts(with: [0x4A, 0x50])
    let identifier = isJUMBF ? "JP" : isApplication ? Self.identifier(of: payload) : nil
    return JPEGSegment(
      marker: marker, offset: offset, length: length, identifier: identifier,
      label: isJUMBF ? Self.jumbfLabel(of: payload) : nil)
  }

  /// The label of the JUMBF description box at the start of an APP11
  /// segment: `JP`, box instance (2), sequence (4), then a `jumb` superbox
  /// whose first child is a `jumd` box: type UUID (16), toggles (1), label.
  static func jumbfLabel(of payload: ArraySlice<UInt8>) -> String? {
    let reader = BinaryReader(payload)
    guard reader.matches(Array("jumb".utf8), at: 12), reader.matches(Array("jumd".utf8), at: 20),
      let toggles = reader.u8(40), toggles & 0x02 != 0, let label = reader.slice(41, min(64, max(0, reader.count - 41)))
    else { return nil }
    return identifier(of: label)
  }

  /// The NUL-terminated printable ASCII prefix of an APPn payload.
  static func identifier(of payload: ArraySlice<UInt8>) -> String? {
    let prefix = payload.prefix(64).prefix { $0 != 0 }
    guard !prefix.isEmpty, prefix.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    return String(decoding: prefix, as: UTF8.self)
  }
}
