/// Sequential big-endian reads over a box payload; every read returns nil
/// past the end, so a short box ends its parse instead of trapping.
struct ByteCursor {
  private let reader: BinaryReader
  private(set) var position = 0

  init(_ bytes: ArraySlice<UInt8>) {
    reader = BinaryReader(bytes)
  }

  var remaining: Int { max(0, reader.count - position) }

  mutating func u8() -> UInt8? { advance(1, reader.u8(position)) }
  mutating func u16() -> UInt16? { advance(2, reader.u16(position)) }
  mutating func u32() -> UInt32? { advance(4, reader.u32(position)) }
  mutating func u64() -> UInt64? { advance(8, reader.u64(position)) }

  /// A FullBox's version, from the version-and-flags word that starts it.
  mutating func fullBoxVersion() -> UInt32? { u32().map { $0 >> 24 } }

  /// A 32-bit field that older box versions store in 16 bits (item IDs,
  /// counts).
  mutating func u32(short: Bool) -> UInt32? { short ? u16().map(UInt32.init) : u32() }

  /// An unsigned integer of 0, 2, 4 or 8 bytes (`iloc` field sizes); nil for other sizes.
  mutating func unsigned(size: Int) -> UInt64? {
    switch size {
    case 0: 0
    case 2: u16().map(UInt64.init)
    case 4: u32().map(UInt64.init)
    case 8: u64()
    default: nil
    }
  }

  mutating func fourCC() -> String? {
    advance(4, reader.slice(position, 4)).map(ISOBMFFBoxHeader.fourCC)
  }

  /// A NUL-terminated UTF-8 string (or one that runs to the end).
  mutating func cString() -> String? {
    guard let rest = reader.suffix(from: position) else { return nil }
    let text = rest.prefix { $0 != 0 }
    position += text.count + (text.count < rest.count ? 1 : 0)
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes from here to the end.
  mutating func rest() -> ArraySlice<UInt8> {
    let rest = reader.suffix(from: position) ?? []
    position = reader.count
    return rest
  }

  private mutating func advance<T>(_ count: Int, _ value: T?) -> T? {
    if value != nil { position += count }
    return value
  }
}
