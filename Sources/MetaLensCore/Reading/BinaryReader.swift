/// Bounds-checked reads of integers from bytes in either byte order, over a
/// slice of a larger buffer without copying it. Every read returns nil past
/// the end instead of trapping, so damaged data can never crash a parser.
/// Offsets are relative to the start of the slice.
struct BinaryReader {
  let bytes: ArraySlice<UInt8>
  let bigEndian: Bool

  init(_ bytes: ArraySlice<UInt8>, bigEndian: Bool = true) {
    self.bytes = bytes
    self.bigEndian = bigEndian
  }

  init(_ bytes: [UInt8], bigEndian: Bool = true) {
    self.init(bytes[...], bigEndian: bigEndian)
  }

  var count: Int { bytes.count }

  func u8(_ offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[bytes.startIndex + offset] : nil
  }

  func u16(_ offset: Int) -> UInt16? {
    guard offset >= 0, offset < bytes.count - 1 else { return nil }
    let a = UInt16(bytes[bytes.startIndex + offset])
    let b = UInt16(bytes[bytes.startIndex + offset + 1])
    return bigEndian ? a << 8 | b : b << 8 | a
  }

  /// A 24-bit integer (WebP's VP8X canvas size).
  func u24(_ offset: Int) -> UInt32? {
    guard offset <= Int.max - 2, let a = u8(offset), let b = u8(offset + 1), let c = u8(offset + 2) else { return nil }
    return bigEndian ? UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c) : UInt32(c) << 16 | UInt32(b) << 8 | UInt32(a)
  }

  func u32(_ offset: Int) -> UInt32? {
    guard offset <= Int.max - 2, let first = u16(offset), let second = u16(offset + 2) else { return nil }
    return bigEndian ? UInt32(first) << 16 | UInt32(second) : UInt32(second) << 16 | UInt32(first)
  }

  func u64(_ offset: Int) -> UInt64? {
    guard offset <= Int.max - 4, let first = u32(offset), let second = u32(offset + 4) else { return nil }
    return bigEndian ? UInt64(first) << 32 | UInt64(second) : UInt64(second) << 32 | UInt64(first)
  }

  /// The bytes in `offset..<offset+length`, or nil when they run past the end.
  func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
    let start = bytes.startIndex + offset
    return bytes[start..<start + length]
  }

  /// The bytes from `offset` to the end, or nil past the end.
  func suffix(from offset: Int) -> ArraySlice<UInt8>? {
    slice(offset, bytes.count - offset)
  }

  /// True when the bytes at `offset` spell `prefix`.
  func matches(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
    slice(offset, prefix.count).map { $0.elementsEqual(prefix) } ?? false
  }
}
