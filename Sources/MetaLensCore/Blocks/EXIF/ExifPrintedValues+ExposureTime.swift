/// ExifTool's printed exposure times, done by code rather than by a table.
extension ExifPrintedValues {
  /// `seconds` as ExifTool's `PrintExposureTime` (Exif.pm) prints it, for
  /// EXIF and XMP ExposureTime and ShutterSpeedValue and Canon's exposure
  /// times: below a quarter second (0.25001, ExifTool's bound) the nearest
  /// `1/n` (`0.06666666667` is `1/15`), otherwise one decimal without a
  /// trailing `.0` (`2`, `0.5`). Nil for a value that is not a number, and
  /// for one whose `n` no 64-bit integer holds (a hostile `1e-300`), which
  /// then shows as the file holds it.
  public static func exposureTime(_ value: MetadataValue) -> String? {
    guard let seconds = value.number ?? value.text.flatMap(perlFloat), seconds.isFinite else { return nil }
    if seconds > 0, seconds < 0.25001 {
      let denominator = (0.5 + 1 / seconds).rounded(.down)
      guard denominator < 9e18 else { return nil }
      return "1/" + String(Int64(denominator))
    }
    let text = NumberFormatting.fixed(seconds, decimals: 1)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A decimal number as Perl's `IsFloat` accepts it (`[+-]`, digits, one
  /// point, an exponent): text such as `1/15` or `inf` is not one.
  private static func perlFloat(_ text: String) -> Double? {
    let allowed = Set("0123456789+-.eE".utf8)
    guard !text.isEmpty, text.utf8.count <= 40, text.utf8.allSatisfy(allowed.contains),
      text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Double(text)
  }
}
