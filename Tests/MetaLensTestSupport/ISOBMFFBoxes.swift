/// ISOBMFF boxes for fixtures, written byte by byte.
public enum ISOBMFFBoxes {
  public static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(UInt32(8 + payload.count)) + Array(type.utf8) + payload
  }

  /// A box whose payload starts with a version byte and 24 bits of flags.
  public static func fullBox(_ type: String, version: UInt8 = 0, flags: UInt32 = 0, _ payload: [UInt8]) -> [UInt8] {
    box(type, [version] + Array(be32(flags).dropFirst()) + payload)
  }

  public static func be16(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  public static func be32(_ value: UInt32) -> [UInt8] { FixtureSegment.bigEndian32(value) }

  /// A NUL-terminated string.
  public static func cString(_ text: String) -> [UInt8] {
    Array(text.utf8) + [0]
  }
}
