/// The growing prefix of an open file that a header parser asks for, and
/// reads at any offset for the containers that need them.
///
/// The prefix starts with one read of `initialSize` bytes (enough for most
/// JPEG headers), grows by doubling, and stops at `limit`: a request past it
/// fills the window to the limit and answers false, as the end of the data
/// would, and the parser says where it stopped. Reads at an offset count
/// against the same limit.
struct FileHeaderWindow: ByteWindow {
  /// A file's size comes from the file system.
  var sizeIsExact: Bool { true }
  private(set) var bytes: [UInt8]
  private let source: FileSource
  private let limit: Int
  /// Bytes handed out by `read(at:count:)` so far.
  private var randomBytesRead = 0

  static let initialSize = 64 << 10

  init(source: FileSource, limit: Int) throws(MetaLensError) {
    let expected = Int(min(Int64(min(Self.initialSize, limit)), source.size))
    let first = try source.read(at: 0, count: expected)
    guard first.count == expected else { throw FileSource.changed(source.path) }
    self.bytes = first
    self.source = source
    self.limit = limit
  }

  var size: Int64 { source.size }

  mutating func ensure(_ end: Int) throws(MetaLensError) -> Bool {
    if end <= bytes.count { return true }
    guard Int64(end) <= source.size else { return false }
    let target = min(max(end, bytes.count * 2), limit - randomBytesRead, Int(source.size))
    guard target > bytes.count else { return false }
    let grown = try source.read(at: bytes.count, count: target - bytes.count, after: bytes)
    guard grown.count == target else { throw FileSource.changed(source.path) }
    bytes = grown
    return end <= bytes.count
  }

  mutating func read(at offset: Int64, count: Int) throws(MetaLensError) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset < source.size else { return [] }
    let available = Int(min(Int64(count), source.size - offset))
    if offset + Int64(available) <= Int64(bytes.count) {
      let start = Int(offset)
      return Array(bytes[start..<start + available])
    }
    guard bytes.count + randomBytesRead + available <= limit else { return nil }
    let read = try source.read(at: Int(offset), count: available)
    guard read.count == available else { throw FileSource.changed(source.path) }
    randomBytesRead += available
    return read
  }
}
