#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a stored IFD entry into the value ExifTool prints with `-n`: its
/// ValueConv applied (APEX values converted, GPS coordinates in degrees, text
/// in UserComment decoded) but no PrintConv.
struct ExifValueDecoder {
  let bigEndian: Bool

  func value(of entry: RawExifEntry) -> MetadataValue {
    // An entry with no components holds nothing: ExifTool reports it as an
    // empty string, whatever its type.
    if entry.count == 0 { return .text("") }
    if let special = specialValue(of: entry) { return special }
    return genericValue(of: entry)
  }

  /// A value decoded by its format alone: text for ASCII, a number for one
  /// component, numbers joined by spaces for several (ExifTool's convention).
  func genericValue(of entry: RawExifEntry) -> MetadataValue {
    switch entry.format {
    case 2:
      return .text(TextDecoding.cString(entry.bytes))
    case 7:
      return .binary(byteCount: entry.bytes.count)
    default:
      let numbers = self.numbers(of: entry)
      if numbers.count == 1 { return numbers[0] }
      return .text(numbers.map(Self.text(of:)).joined(separator: " "))
    }
  }

  /// The entry's components as numbers (rationals as decimals; x/0 as the
  /// text `inf` and 0/0 as `undef`, as ExifTool prints them).
  func numbers(of entry: RawExifEntry) -> [MetadataValue] {
    let reader = BinaryReader(entry.bytes, bigEndian: bigEndian)
    let size: Int
    switch entry.format {
    case 1, 6, 7: size = 1
    case 3, 8: size = 2
    case 4, 9, 11: size = 4
    case 5, 10, 12: size = 8
    default: return []
    }
    let count = min(entry.count, entry.bytes.count / size)
    return (0..<count).compactMap { index in
      let offset = index * size
      switch entry.format {
      case 1, 7: return reader.u8(offset).map { .integer(Int64($0)) }
      case 6: return reader.u8(offset).map { .integer(Int64(Int8(bitPattern: $0))) }
      case 3: return reader.u16(offset).map { .integer(Int64($0)) }
      case 8: return reader.u16(offset).map { .integer(Int64(Int16(bitPattern: $0))) }
      case 4: return reader.u32(offset).map { .integer(Int64($0)) }
      case 9: return reader.u32(offset).map { .integer(Int64(Int32(bitPattern: $0))) }
      case 5:
        guard let n = reader.u32(offset), let d = reader.u32(offset + 4) else { return nil }
        return Self.rational(Double(n), Double(d))
      case 10:
        guard let n = reader.u32(offset), let d = reader.u32(offset + 4) else { return nil }
        return Self.rational(Double(Int32(bitPattern: n)), Double(Int32(bitPattern: d)))
      case 11: return reader.u32(offset).map { Self.floating(Double(Float(bitPattern: $0))) }
      case 12: return reader.u64(offset).map { Self.floating(Double(bitPattern: $0)) }
      default: return nil
      }
    }
  }

  /// Tags whose trailing blanks ExifTool removes (Make, Model, Software,
  /// Artist: cameras pad them); other text keeps its spaces.
  private static let trimmedTags: Set<UInt16> = [0x010F, 0x0110, 0x0131, 0x013B]

  /// A FLOAT or DOUBLE value; infinities and NaN become ExifTool's text.
  static func floating(_ value: Double) -> MetadataValue {
    guard value.isFinite else { return .text(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")) }
    return .real(NumberFormatting.rounded(value, significantDigits: NumberFormatting.computedDigits))
  }

  static func rational(_ numerator: Double, _ denominator: Double) -> MetadataValue {
    if denominator == 0 { return .text(numerator == 0 ? "undef" : (numerator < 0 ? "-inf" : "inf")) }
    return .real(NumberFormatting.rounded(numerator / denominator, significantDigits: NumberFormatting.rationalDigits))
  }

  static func text(of value: MetadataValue) -> String {
    switch value {
    case .integer(let number): String(number)
    case .real(let number): NumberFormatting.text(number, significantDigits: NumberFormatting.computedDigits)
    case .text(let string): string
    default: ""
    }
  }

  // MARK: Tag-specific conversions

  private func specialValue(of entry: RawExifEntry) -> MetadataValue? {
    if entry.directory == .gps { return gpsValue(of: entry) }
    if entry.format == 2, Self.trimmedTags.contains(entry.tag) {
      var text = Substring(TextDecoding.cString(entry.bytes))
      while text.last?.isWhitespace == true { text.removeLast() }
      return .text(String(text))
    }
    switch (entry.tag, entry.format) {
    case (0x8298, 2), (0x8298, 7):  // Copyright
      return .text(Self.copyright(entry.bytes))
    case (0x9000, 7), (0xA000, 7), (0x0002, 7):  // ExifVersion, FlashpixVersion, InteropVersion
      return .text(TextDecoding.cString(entry.bytes))
    case (0x9101, 7):  // ComponentsConfiguration
      return .text(entry.bytes.map(String.init).joined(separator: " "))
    case (0xA300, 7), (0xA301, 7):  // FileSource, SceneType
      return entry.bytes.count == 1 ? .integer(Int64(entry.bytes[0])) : nil
    case (0x9286, _):  // UserComment
      return .text(Self.encodedText(entry.bytes, bigEndian: bigEndian))
    case (0x9C9B...0x9C9F, 1):  // XPTitle, XPComment, XPAuthor, XPKeywords, XPSubject
      return .text(TextDecoding.utf16(entry.bytes, bigEndian: false))
    case (0x9201, 10), (0x9201, 5):  // ShutterSpeedValue: 2^-v seconds
      return apex(entry) { abs($0) < 100 ? pow(2, -$0) : 0 }
    case (0x9202, _), (0x9205, _):  // ApertureValue, MaxApertureValue: 2^(v/2)
      return apex(entry) { pow(2, $0 / 2) }
    case (0xA302, 7):  // CFAPattern: columns, rows, then the colours
      return cfaPattern(entry.bytes)
    default:
      return nil
    }
  }

  private func gpsValue(of entry: RawExifEntry) -> MetadataValue? {
    switch entry.tag {
    case 0x0002, 0x0004, 0x0014, 0x0016:  // latitudes and longitudes: degrees
      return Self.degrees(from: Self.text(of: genericValue(of: entry)))
    case 0x0007:  // GPSTimeStamp
      let parts = numbers(of: entry).compactMap(\.number)
      guard parts.count == 3, parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 1e6 }) else { return nil }
      return .text(Self.timeStamp(parts))
    case 0x001B, 0x001C:  // GPSProcessingMethod, GPSAreaInformation
      // Typed ASCII (an Oppo R7 Plus writes `ASCII\0\0\0NETWORK\0` so),
      // the text ends at its first NUL, as ExifTool reads a string before
      // ConvertExifText sees it: `ASCII`, not the `NETWORK` after the NULs.
      if entry.format == 2 { return .text(TextDecoding.cString(entry.bytes)) }
      return .text(Self.encodedText(entry.bytes, bigEndian: bigEndian))
    default:
      return nil
    }
  }

  private func apex(_ entry: RawExifEntry, _ convert: (Double) -> Double) -> MetadataValue? {
    let values = numbers(of: entry)
    guard values.count == 1, let raw = values[0].number else { return nil }
    return Self.floating(convert(raw))
  }

  private func cfaPattern(_ bytes: [UInt8]) -> MetadataValue? {
    let reader = BinaryReader(bytes, bigEndian: bigEndian)
    guard let columns = reader.u16(0), let rows = reader.u16(2),
      bytes.count == 4 + Int(columns) * Int(rows)
    else { return nil }
    return .text(([String(columns), String(rows)] + bytes.dropFirst(4).map(String.init)).joined(separator: " "))
  }

  /// Copyright as ExifTool reads it: "photographer NUL editor NUL", the first
  /// NUL becoming a newline, blanks before each NUL removed.
  static func copyright(_ bytes: [UInt8]) -> String {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).prefix(2).map { part in
      var text = Substring(TextDecoding.text(part))
      while text.last == " " { text.removeLast() }
      return String(text)
    }
    var text = parts.joined(separator: "\n")
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Degrees from a coordinate's value, read as ExifTool's `ToDegrees` reads
  /// it: the first three numbers in its text are degrees, minutes and
  /// seconds, whatever the stored type (some writers store text); an
  /// undefined part (0/0) makes the whole coordinate empty.
  static func degrees(from text: String) -> MetadataValue {
    let words = text.split(whereSeparator: { !"0123456789.+-eE".contains($0) })
    if text.contains("undef") || text.contains("inf") { return .text("") }
    let parts = words.compactMap { Double($0) }.prefix(3)
    guard let first = parts.first else { return .text("") }
    let minutes = parts.dropFirst().first ?? 0
    let seconds = parts.dropFirst(2).first ?? 0
    let value = first + (minutes + seconds / 60) / 60
    guard value.isFinite else { return .text("") }
    return .real(NumberFormatting.rounded(value, significantDigits: NumberFormatting.computedDigits))
  }

  /// GPS time as ExifTool writes it: `HH:MM:SS`, with fractional seconds
  /// only when there are any.
  static func timeStamp(_ parts: [Double]) -> String {
    var total = (parts[0] * 60 + parts[1]) * 60 + parts[2]
    let hours = Int(total / 3600)
    total -= Double(hours) * 3600
    let minutes = Int(total / 60)
    total -= Double(minutes) * 60
    var seconds = NumberFormatting.text((total * 1_000_000).rounded() / 1_000_000, significantDigits: 9)
    if total < 10 { seconds = "0" + seconds }
    return NumberFormatting.zeroPadded(hours, width: 2) + ":" + NumberFormatting.zeroPadded(minutes, width: 2) + ":"
      + seconds
  }

  /// EXIF "encoded text" (UserComment and friends): an 8-byte character code,
  /// then the text. Trailing spaces are dropped as ExifTool drops them.
  static func encodedText(_ bytes: [UInt8], bigEndian: Bool) -> String {
    guard bytes.count >= 8 else { return TextDecoding.cString(bytes) }
    let code = bytes[0..<8]
    let body = bytes[8...]
    let text: String
    if code.elementsEqual(Array("UNICODE\0".utf8)) || code.elementsEqual(Array("UNICODE ".utf8)) {
      text = TextDecoding.utf16(body, bigEndian: guessBigEndianUTF16(body, fallback: bigEndian))
    } else if code.allSatisfy({ $0 == 0 || $0 == 0x20 }) || code.starts(with: Array("ASCII".utf8))
      || code.starts(with: Array("JIS".utf8))
    {
      text = TextDecoding.cString(body)
    } else {
      text = TextDecoding.cString(bytes)
    }
    var trimmed = Substring(text)
    while trimmed.last == " " { trimmed.removeLast() }
    return String(trimmed)
  }

  /// Writers disagree on UCS-2 byte order (Microsoft writes little-endian even
  /// in big-endian EXIF); mostly-Latin text has its zero bytes on the high
  /// side, which tells the order.
  private static func guessBigEndianUTF16(_ bytes: ArraySlice<UInt8>, fallback: Bool) -> Bool {
    var zeroEven = 0
    var zeroOdd = 0
    for (index, byte) in bytes.enumerated() where byte == 0 {
      if index % 2 == 0 { zeroEven += 1 } else { zeroOdd += 1 }
    }
    if zeroEven == zeroOdd { return fallback }
    return zeroEven > zeroOdd
  }
}
