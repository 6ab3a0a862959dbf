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
    case ("XMP-plus", _, .text(let text)) where text.hasPrefix(plusVocabulary):
      return .text(String(text.dropFirst(plusVocabulary.count)))
    default:
      return value
    }
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
