#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few XMP values ExifTool converts even with `-n` (its ValueConv), so
/// that an XMP tag has the value ExifTool users see:
///
/// - the APEX values of the exif schema (CIPA DC-008 §4.6.5): ApertureValue
///   and MaxApertureValue become f-numbers (2^(v/2)), ShutterSpeedValue
///   seconds (2^-v). XMP.pm's ValueConv (`sqrt(2) ** $val`,
///   `abs($val)<100 ? 1/(2**$val) : 0`) runs on the text as Perl reads a
///   string as a number, from its leading number: a value written as EXIF
///   prints it, `5.31 EV (f/6.3)`, is 5.31 EV. A rational (`7/2`) or such a
///   leading number is converted; text that starts with no number is left
///   as written (Perl would read it as 0, a value the file does not hold);
/// - ColorSpace written as 4294967295 (-1 stored as an unsigned long by
///   some applications) is 65535, Uncalibrated, as XMP.pm's ValueConv
///   `$val == 0xffffffff ? 0xffff : $val` gives it;
/// - GPS coordinates, which XMP writes as `DDD,MM.mmk` or `DDD,MM,SSk`
///   (XMP Specification Part 2, §1.2.7.4 "GPSCoordinate"), become signed
///   decimal degrees, as ExifTool's `-n` gives them for EXIF's GPS too;
/// - PLUS licensing vocabulary values lose the vocabulary's URI prefix
///   (`http://ns.useplus.org/ldf/vocab/MR-NON` is `MR-NON`), as PLUS.pm does.
enum XMPValueConversion {
  static let plusVocabulary = "http://ns.useplus.org/ldf/vocab/"

  static func value(_ value: MetadataValue, group: String, name: String) -> MetadataValue {
    switch (group, name, value) {
    case ("XMP-exif", "ApertureValue", .text(let text)), ("XMP-exif", "MaxApertureValue", .text(let text)):
      return number(text).map { .real(pow(2, $0 / 2)) } ?? value
    case ("XMP-exif", "ShutterSpeedValue", .text(let text)):
      return number(text).map { abs($0) < 100 ? .real(pow(2, -$0)) : .integer(0) } ?? value
    case ("XMP-exif", "ColorSpace", _)
    where value.integer == 0xFFFF_FFFF || value.text.flatMap(Double.init) == 0xFFFF_FFFF:
      return .integer(0xFFFF)
    case ("XMP-exif", "GPSLatitude", .text(let text)), ("XMP-exif", "GPSLongitude", .text(let text)),
      ("XMP-exif", "GPSDestLatitude", .text(let text)), ("XMP-exif", "GPSDestLongitude", .text(let text)):
      return coordinate(text).map(MetadataValue.real) ?? value
    case ("XMP-plus", _, .text(let text)) where text.hasPrefix(plusVocabulary):
      return .text(String(text.dropFirst(plusVocabulary.count)))
    default:
      return value
    }
  }

  /// `54,59.38N` or `54,59,22.8N` as signed degrees; nil for other text.
  static func coordinate(_ text: String) -> Double? {
    guard let reference = text.last, "NSEW".contains(reference) else { return nil }
    let parts = text.dropLast().split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.compactMap { $0 }
    let degrees = numbers[0] + numbers[1] / 60 + (numbers.count == 3 ? numbers[2] / 3600 : 0)
    return reference == "S" || reference == "W" ? -degrees : degrees
  }

  /// An XMP rational ("7/2"), else the number the text starts with, as
  /// Perl reads a string in arithmetic ("5.31 EV (f/6.3)" is 5.31); nil
  /// when it starts with none.
  static func number(_ text: String) -> Double? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
      return numerator / denominator
    }
    return leadingNumber(text)
  }

  /// Perl's numeric reading of a string: leading white space, a sign,
  /// digits with at most one decimal point, an exponent; the rest ignored.
  static func leadingNumber(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.endIndex
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - from
    }
    if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
    var count = digits()
    if index < bytes.endIndex, bytes[index] == 0x2E {
      index += 1
      count += digits()
    }
    guard count > 0 else { return nil }
    let mantissaEnd = index
    if index < bytes.endIndex, bytes[index] == 0x65 || bytes[index] == 0x45 {
      index += 1
      if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
      if digits() == 0 { index = mantissaEnd }
    }
    return Double(String(decoding: bytes[start..<index], as: UTF8.self))
  }
}
