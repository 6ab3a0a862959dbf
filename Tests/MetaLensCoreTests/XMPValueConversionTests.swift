import Testing

@testable import MetaLensCore

/// XMP values ExifTool converts even with -n.
@Suite("XMP value conversions")
struct XMPValueConversionTests {
  @Test(
    "APEX to f-number and seconds, PLUS vocabulary without its prefix, other text as written",
    arguments: [
      ("XMP-exif", "MaxApertureValue", "3/1", MetadataValue.real(2.8284271247461903)),
      ("XMP-exif", "ApertureValue", "4", .real(4)),
      ("XMP-exif", "ShutterSpeedValue", "7", .real(0.0078125)),
      ("XMP-exif", "ShutterSpeedValue", "7.32 EV (1/159 sec.)", .text("7.32 EV (1/159 sec.)")),
      ("XMP-plus", "ModelReleaseStatus", "http://ns.useplus.org/ldf/vocab/MR-NON", .text("MR-NON")),
      ("XMP-exif", "FNumber", "5/1", .text("5/1")),
      ("XMP-exif", "GPSLatitude", "54,59.38N", .real(54 + 59.38 / 60)),
      ("XMP-exif", "GPSLongitude", "43,12,30W", .real(-(43 + 12.5 / 60))),
    ])
  func converted(group: String, name: String, text: String, expected: MetadataValue) {
    #expect(XMPValueConversion.value(.text(text), group: group, name: name) == expected)
  }
}
