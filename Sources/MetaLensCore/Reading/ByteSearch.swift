#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding a byte string in a buffer: `memchr` for the first byte, then a
/// comparison, which is far faster than the generic collection search on
/// large XMP packets.
enum ByteSearch {
  /// The offset of the first `needle` in `bytes` at or after `start`.
  static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    guard let first = needle.first, start >= 0, needle.count <= bytes.count - start else { return nil }
    return bytes.withUnsafeBytes { haystack -> Int? in
      guard let base = haystack.baseAddress else { return nil }
      var offset = start
      let last = haystack.count - needle.count
      while offset <= last {
        guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
        let position = base.distance(to: UnsafeRawPointer(hit))
        let matches = needle.withUnsafeBytes { pattern in
          pattern.baseAddress.map { memcmp(base + position, $0, needle.count) == 0 } ?? false
        }
        if matches { return position }
        offset = position + 1
      }
      return nil
    }
  }
}
