/// Bytes read at any offset: an open file, or an image held in memory (a
/// fuzzer's input). The stages after the header read through it.
protocol RandomAccessBytes {
  var size: Int64 { get }
  /// Up to `count` bytes at `offset`; fewer only at the end.
  func read(at offset: Int, count: Int) throws(MetaLensError) -> [UInt8]
}

extension FileSource: RandomAccessBytes {}

/// An image held in memory.
struct MemoryBytes: RandomAccessBytes {
  let bytes: [UInt8]

  var size: Int64 { Int64(bytes.count) }

  func read(at offset: Int, count: Int) throws(MetaLensError) -> [UInt8] {
    guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
    return Array(bytes[offset..<min(bytes.count, offset + count)])
  }
}
