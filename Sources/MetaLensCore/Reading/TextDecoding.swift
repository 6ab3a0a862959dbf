/// Turns stored bytes into text the way metadata readers expect: UTF-8 when
/// the bytes are valid UTF-8, otherwise ISO 8859-1 (Latin-1), which maps every
/// byte to a character so nothing is lost.
enum TextDecoding {
  /// Decodes `bytes`, dropping trailing NUL padding.
  static func text(_ bytes: some Collection<UInt8>) -> String {
    decode(bytes) { Unicode.Scalar($0) }
  }

  /// Decodes `bytes` as `text` does, but reads bytes that are not UTF-8 as
  /// Windows-1252 rather than ISO 8859-1: IPTC text without a
  /// CodedCharacterSet, which ExifTool reads as Windows-1252 (its "Latin"
  /// charset, IPTC.pm), so that 0x96 is an en dash, not a control character.
  static func windows1252(_ bytes: some Collection<UInt8>) -> String {
    decode(bytes, character: windows1252Scalar)
  }

  /// `windows1252`'s text as UTF-8 bytes, written straight from the table,
  /// for a caller that hands bytes on (`XMPLatinDeclaration`: a 16 MiB
  /// packet then costs its output and one check, not a scalar array and a
  /// string on the way).
  static func windows1252UTF8(_ bytes: some Collection<UInt8>) -> [UInt8] {
    let slice = withoutPadding(bytes)
    if String(validating: slice, as: UTF8.self) != nil { return slice }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(slice.count + slice.count / 2)
    for byte in slice { UTF8.encode(windows1252Scalar(byte)) { utf8.append($0) } }
    return utf8
  }

  /// The character a byte stands for in Windows-1252.
  private static func windows1252Scalar(_ byte: UInt8) -> Unicode.Scalar {
    (0x80..<0xA0).contains(byte)
      ? Unicode.Scalar(windows1252High[Int(byte) - 0x80]) ?? Unicode.Scalar(byte) : Unicode.Scalar(byte)
  }

  /// `bytes` without trailing NUL padding, as UTF-8 when they are valid
  /// UTF-8, otherwise each byte as `character` maps it.
  private static func decode(
    _ bytes: some Collection<UInt8>, character: (UInt8) -> Unicode.Scalar
  ) -> String {
    let slice = withoutPadding(bytes)
    if let utf8 = String(validating: slice, as: UTF8.self) { return utf8 }
    return String(String.UnicodeScalarView(slice.map(character)))
  }

  private static func withoutPadding(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var slice = Array(bytes)
    while slice.last == 0 { slice.removeLast() }
    return slice
  }

  /// Decodes bytes up to the first NUL, as TIFF ASCII values are read.
  static func cString(_ bytes: some Collection<UInt8>) -> String {
    text(bytes.prefix { $0 != 0 })
  }

  /// Decodes UCS-2/UTF-16 text, dropping trailing NULs.
  static func utf16(_ bytes: some Collection<UInt8>, bigEndian: Bool) -> String {
    let array = Array(bytes)
    var units: [UInt16] = []
    units.reserveCapacity(array.count / 2)
    var index = 0
    while index + 1 < array.count {
      let high = bigEndian ? array[index] : array[index + 1]
      let low = bigEndian ? array[index + 1] : array[index]
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    while units.last == 0 { units.removeLast() }
    return String(decoding: units, as: UTF16.self)
  }
}
