/// Walks the boxes inside one box's payload held in memory, checking every
/// size against what is left and the box count. Callers name the boxes they
/// descend into, so nesting is fixed by the code, never by the file.
struct ISOBMFFChildren {
  struct Child {
    let header: ISOBMFFBoxHeader
    /// The payload, indexed as in the buffer the walk started from.
    let payload: ArraySlice<UInt8>
  }

  /// Boxes walked so far across one file, against `ReadLimits.maxISOBMFFBoxes`.
  var boxCount = 0
  var notices: [ReadingNotice] = []
  private var reportedLimits: Set<String> = []

  /// The child boxes of `payload`. A child that runs past its parent ends
  /// the walk with a warning.
  mutating func children(of payload: ArraySlice<UInt8>, parent: String) -> [Child] {
    var result: [Child] = []
    var position = payload.startIndex
    while payload.endIndex - position >= 8 {
      guard boxCount < ReadLimits.maxISOBMFFBoxes else {
        warnOnce(
          "count",
          ReadingNotice(HEIFNotice.boxLimit))
        break
      }
      let rest = payload[position...]
      guard
        let header = ISOBMFFBoxHeader.parse(
          rest, offset: Int64(position), rangeEnd: Int64(payload.endIndex))
      else {
        notices.append(
          ReadingNotice(HEIFNotice.childBoxInvalid(parent: parent)))
        break
      }
      boxCount += 1
      let start = Int(header.payloadOffset)
      let end = Int(header.end)
      result.append(Child(header: header, payload: payload[start..<end]))
      position = end
    }
    return result
  }

  private mutating func warnOnce(_ key: String, _ warning: ReadingNotice) {
    if reportedLimits.insert(key).inserted { notices.append(warning) }
  }
}
