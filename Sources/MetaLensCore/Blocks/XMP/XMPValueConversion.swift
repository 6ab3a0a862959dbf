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
///   seconds (2^-v); only a number or a rational is converted, other text
///   is left as written;
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

  /// A decimal number or an XMP rational ("7/2").
  private static func number(_ text: String) -> Double? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
      return numerator / denominator
    }
    return Double(text)
  }
}
