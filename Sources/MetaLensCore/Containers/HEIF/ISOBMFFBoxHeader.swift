/// The header of one ISOBMFF box: its four-character type and where its
/// payload lies. A size of 0 means "to the end of the enclosing range"; a
/// size of 1 means a 64-bit size follows the type.
struct ISOBMFFBoxHeader: Equatable {
  let type: String
  /// Offset of the box's first byte, relative to the range it was read from.
  let offset: Int64
  let headerSize: Int
  /// The whole box, header included.
  let size: Int64

  var payloadOffset: Int64 { offset + Int64(headerSize) }
  var payloadSize: Int64 { size - Int64(headerSize) }
  var end: Int64 { offset + size }

  /// Reads the header at the start of `bytes`, which is at `offset` in a
  /// range ending at `rangeEnd`. Nil when the header is cut short or its size
  /// is smaller than the header or runs past the range.
  static func parse(_ bytes: ArraySlice<UInt8>, offset: Int64, rangeEnd: Int64) -> ISOBMFFBoxHeader? {
    let reader = BinaryReader(bytes)
    guard let size32 = reader.u32(0), let typeBytes = reader.slice(4, 4) else { return nil }
    let type = fourCC(typeBytes)
    var headerSize = 8
    var size = Int64(size32)
    if size32 == 1 {
      guard let large = reader.u64(8), large <= UInt64(Int64.max) else { return nil }
      size = Int64(large)
      headerSize = 16
    } else if size32 == 0 {
      size = rangeEnd - offset
    }
    if type == "uuid" { headerSize += 16 }
    guard size >= Int64(headerSize), offset <= rangeEnd, size <= rangeEnd - offset else { return nil }
    return ISOBMFFBoxHeader(type: type, offset: offset, headerSize: headerSize, size: size)
  }

  /// The size the header at the start of `bytes` declares, when `parse`
  /// refused it: the 64-bit field when the 32-bit one is 1 (how phones write
  /// `mdat`), `Int64.max` when that field is itself cut off (the box then
  /// runs past any end), 0 when there is no size at all. `parse` refuses a
  /// cut 64-bit field as invalid; a walker asks here whether the box runs
  /// past the end (`ISOBMFFTopLevel`: a cut file) or is corrupt.
  static func declaredSize(_ bytes: ArraySlice<UInt8>) -> Int64 {
    let reader = BinaryReader(bytes)
    guard let size32 = reader.u32(0) else { return 0 }
    guard size32 == 1 else { return Int64(size32) }
    return reader.u64(8).map { Int64(clamping: $0) } ?? Int64.max
  }

  /// A four-character code as text, non-printable bytes as `?` (ExifTool's way).
  static func fourCC(_ bytes: some Collection<UInt8>) -> String {
    String(bytes.map { (0x20...0x7E).contains($0) ? Character(UnicodeScalar($0)) : "?" })
  }
}
