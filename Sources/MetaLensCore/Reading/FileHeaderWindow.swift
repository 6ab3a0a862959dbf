/// The growing prefix of an open file that a header parser asks for.
///
/// It starts with one read of `initialSize` bytes (enough for most JPEG
/// headers), grows by doubling, and refuses to grow past `limit`.
struct FileHeaderWindow: ByteWindow {
  private(set) var bytes: [UInt8]
  private let source: FileSource
  private let limit: Int

  static let initialSize = 128 << 10

  init(source: FileSource, limit: Int) throws(MetaLensError) {
    let expected = Int(min(Int64(Self.initialSize), source.size))
    let first = try source.read(at: 0, count: expected)
    guard first.count == expected else { throw Self.changed(source.path) }
    self.bytes = first
    self.source = source
    self.limit = limit
  }

  mutating func ensure(_ end: Int) throws(MetaLensError) -> Bool {
    if end <= bytes.count { return true }
    guard Int64(end) <= source.size else { return false }
    guard end <= limit else {
      throw .corrupt(path: source.path, detail: "the header is larger than the \(limit >> 20) MiB limit")
    }
    let target = min(max(end, bytes.count * 2), limit, Int(source.size))
    let more = try source.read(at: bytes.count, count: target - bytes.count)
    guard more.count == target - bytes.count else { throw Self.changed(source.path) }
    bytes.append(contentsOf: more)
    return end <= bytes.count
  }

  /// A file that got shorter than its size said while it was read.
  private static func changed(_ path: String) -> MetaLensError {
    .unreadable(path: path, reason: "the file changed while it was read (it is shorter than its size)")
  }
}
