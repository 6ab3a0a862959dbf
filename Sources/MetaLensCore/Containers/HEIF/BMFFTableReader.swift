/// Big-endian numbers read in order from one box's payload, a window at a
/// time: a sample table of millions of entries is never held whole, and
/// nothing past the box is ever read (`BMFFTrackChunks`).
struct BMFFTableReader<Source: RandomAccessBytes> {
  let source: Source
  let end: Int64
  private(set) var offset: Int64
  private var window: [UInt8] = []
  private var windowStart: Int64 = 0

  /// The most read at once.
  static var windowSize: Int64 { 1 << 16 }

  init(_ source: Source, from start: Int64, to end: Int64) {
    self.source = source
    offset = start
    self.end = max(start, min(end, source.size))
  }

  var remaining: Int64 { end - offset }

  /// The next number of `bytes` bytes (1 to 8), or nil past the box.
  mutating func next(_ bytes: Int) throws(MetaLensError) -> UInt64? {
    guard (1...8).contains(bytes), Int64(bytes) <= remaining else { return nil }
    if offset < windowStart || offset + Int64(bytes) > windowStart + Int64(window.count) {
      windowStart = offset
      window = try source.read(at: Int(offset), count: Int(min(Self.windowSize, remaining)))
      guard window.count >= bytes else { return nil }
    }
    let from = Int(offset - windowStart)
    offset += Int64(bytes)
    return window[from..<from + bytes].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  /// Steps over `bytes` bytes; false past the box.
  mutating func skip(_ bytes: Int64) -> Bool {
    guard bytes >= 0, bytes <= remaining else { return false }
    offset += bytes
    return true
  }
}
