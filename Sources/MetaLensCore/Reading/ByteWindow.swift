/// A prefix of a file's bytes that can grow on demand, so parsers read only
/// as far as they need, plus reads at any offset for containers whose
/// metadata is spread through the file (a TIFF's IFDs after the image data,
/// a PNG's text after IDAT, a HEIF's items wherever `iloc` says).
protocol ByteWindow {
  /// The bytes available so far, from the start of the file.
  var bytes: [UInt8] { get }
  /// The size of the whole file (or buffer).
  var size: Int64 { get }
  /// False when `size` is only the least the data holds: a stream piped in
  /// past the read limit (`metalens -`), whose end was not seen. A container
  /// whose box or chunk runs past `size` is then not known to be cut.
  var sizeIsExact: Bool { get }
  /// Makes `bytes` at least `end` long; false when the data ends sooner.
  mutating func ensure(_ end: Int) throws(MetaLensError) -> Bool
  /// Reads up to `count` bytes at `offset` without growing `bytes`; fewer at
  /// the end of the data, nil when the read would take the file past the
  /// bytes metalens reads per file (`ReadLimits.maxHeaderBytes`, counted
  /// over the prefix and every such read).
  mutating func read(at offset: Int64, count: Int) throws(MetaLensError) -> [UInt8]?
}

/// A window over bytes already in memory (an EXIF thumbnail, a test buffer,
/// a fuzzer's input). The bytes were cut to the read limit by whoever made
/// it, so every read is within budget; `size` is the whole data's, and a
/// read past the bytes kept is over the budget, as in a file (nil), so that
/// a cut buffer is never taken for a cut file.
struct MemoryWindow: ByteWindow {
  let bytes: [UInt8]
  let size: Int64
  let sizeIsExact: Bool

  init(_ bytes: [UInt8], size: Int64? = nil, sizeIsExact: Bool = true) {
    self.bytes = bytes
    self.size = max(size ?? 0, Int64(bytes.count))
    self.sizeIsExact = sizeIsExact
  }

  func ensure(_ end: Int) -> Bool { end <= bytes.count }

  func read(at offset: Int64, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset < size else { return [] }
    let start = Int(offset)
    let available = Int(min(Int64(count), size - offset))
    guard start + available <= bytes.count else { return nil }
    return Array(bytes[start..<start + available])
  }
}
