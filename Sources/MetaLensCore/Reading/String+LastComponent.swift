extension String {
  /// The last non-empty part between `separator`s (an ASCII byte), as
  /// `split(separator:).last` gives it, or nil when there is none: `a/b/` →
  /// `b`, `/` → nil.
  ///
  /// It scans the UTF-8 bytes from the end: `split` walks every Character
  /// and makes a substring of each part, about 35,000 instructions for a
  /// corpus path, paid for every file of a batch.
  public func lastComponent(separatedBy separator: UInt8) -> Substring? {
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == separator { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return nil }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != separator {
      start = bytes.index(before: start)
    }
    return self[start..<end]
  }
}
