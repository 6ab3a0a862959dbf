/// A prefix of a file's bytes that can grow on demand, so parsers read only
/// as far as they need.
protocol ByteWindow {
  /// The bytes available so far, from the start of the file.
  var bytes: [UInt8] { get }
  /// Makes `bytes` at least `end` long; false when the data ends sooner.
  mutating func ensure(_ end: Int) throws(MetaLensError) -> Bool
}

/// A window over bytes already in memory (an EXIF thumbnail, a test buffer).
struct MemoryWindow: ByteWindow {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func ensure(_ end: Int) -> Bool { end <= bytes.count }
}
