/// The growing prefix of an open file that a header parser asks for.
///
/// It starts with one read of `initialSize` bytes (enough for most JPEG
/// headers), grows by doubling, and stops at `limit`: a request past it
/// fills the window to the limit and answers false, as the end of the data
/// would, and the parser says where it stopped.
struct FileHeaderWindow: ByteWindow {
  private(set) var bytes: [UInt8]
  private let source: FileSource
  private let limit: Int

  static let initialSize = 128 << 10

  init(source: FileSource, limit: Int) throws(MetaLensError) {
    let expected = Int(min(Int64(min(Self.initialSize, limit)), source.size))
    let first = try source.read(at: 0, count: expected)
    guard first.count == expected else { throw FileSource.changed(source.path) }
    self.bytes = first
    self.source = source
    self.limit = limit
  }

  mutating func ensure(_ end: Int) throws(MetaLensError) -> Bool {
    if end <= bytes.count { return true }
    guard Int64(end) <= source.size else { return false }
    let target = min(max(end, bytes.count * 2), limit, Int(source.size))
    guard target > bytes.count else { return false }
    let more = try source.read(at: bytes.count, count: target - bytes.count)
    guard more.count == target - bytes.count else { throw FileSource.changed(source.path) }
    bytes.append(contentsOf: more)
    return end <= bytes.count
  }
}
