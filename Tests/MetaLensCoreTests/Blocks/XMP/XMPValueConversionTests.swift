import Foundation
import Testing

@testable import MetaLensCore

/// XMP values ExifTool converts even with -n.
@Suite("XMP value conversions")
struct XMPValueConversionTests {
  static let cases: [(String, String, String, MetadataValue)] = [
    ("XMP-exif", "MaxApertureValue", "3/1", MetadataValue.real(2.82842712474619)),
    ("XMP-exif", "ApertureValue", "4", .real(4)),
    // Canon EOS 7D.jpg: XMP.pm's sqrt(2) ** 6.918863, to ExifTool's last digit.
    ("XMP-exif", "ApertureValue", "6918863/1000000", .real(10.9999990954359)),
    ("XMP-exif", "ShutterSpeedValue", "7", .real(0.0078125)),
    ("XMP-exif", "ShutterSpeedValue", "7.32 EV (1/159 sec.)", .real(0.00625835841866892)),
    ("XMP-exif", "ApertureValue", "5.31 EV (f/6.3)", .real(6.29846381255363)),
    ("XMP-exif", "ApertureValue", "EV 5", .text("EV 5")),
    ("XMP-exif", "ColorSpace", "4294967295", .integer(65535)),
    ("XMP-exif", "ColorSpace", "1", .text("1")),
    ("XMP-plus", "ModelReleaseStatus", "http://ns.useplus.org/ldf/vocab/MR-NON", .text("MR-NON")),
    ("XMP-exif", "FNumber", "5/1", .real(5)),
    ("XMP-exif", "FocalLength", "6000000/10000", .real(600)),
    ("XMP-exif", "ExposureTime", "1/640", .real(0.0015625)),
    ("XMP-exif", "GPSAltitude", "-5/2", .real(-2.5)),
    ("XMP-exif", "DigitalZoomRatio", "1/3", .real(0.333333333333333)),
    ("XMP-exif", "DigitalZoomRatio", "0/0", .text("undef")),
    ("XMP-exif", "FocalLength", "3/0", .text("inf")),
    ("XMP-exif", "FocalLength", "5.6", .text("5.6")),
    ("XMP-exif", "FocalLength", "1/2/3", .text("1/2/3")),
    ("XMP-dc", "Title", "1/2", .text("1/2")),
    ("XMP-aux", "LensInfo", "70/1 200/1 0/0 0/0", .text("70 200 undef undef")),
    ("XMP-aux", "LensInfo", "24/1 70/1 28/10 28/10", .text("24 70 2.8 2.8")),
    ("XMP-aux", "LensInfo", "24/1 70/1 f/2.8", .text("24/1 70/1 f/2.8")),
    ("XMP-exif", "GPSLatitude", "54,59.38N", .real(54.9896666666667)),
    ("XMP-exif", "GPSLongitude", "43,12,30W", .real(-43.2083333333333)),
  ]

  @Test(
    "APEX to f-number and seconds from a leading number, ColorSpace -1 as 65535, PLUS vocabulary without its prefix, rationals as numbers",
    arguments: cases)
  func converted(group: String, name: String, text: String, expected: MetadataValue) {
    #expect(XMPValueConversion.value(.text(text), group: group, name: name) == expected)
  }

  /// Each case checked against `exiftool -a -G1 -n` 12.57 on the same XMP
  /// (issue 36): a date-typed tag in EXIF's form, a tag ExifTool does not
  /// know only when it holds a whole date and time, any other tag as written.
  static let dates: [(String, String, String, String)] = [
    ("XMP-xmp", "CreateDate", "2008-05-08T09:54", "2008:05:08 09:54"),
    ("XMP-xmp", "ModifyDate", "2008-05-08T09:54:28.25+02:00", "2008:05:08 09:54:28.25+02:00"),
    ("XMP-xmp", "MetadataDate", "2008-05", "2008:05"),
    ("XMP-photoshop", "DateCreated", "2008", "2008"),
    ("XMP-exif", "DateTimeOriginal", "2008-05-08 09:54:28", "2008:05:08 09:54:28"),
    ("XMP-exif", "DateTimeOriginal", "2008-05-08T09:54:28 Z", "2008:05:08 09:54:28Z"),
    ("XMP-exif", "DateTimeOriginal", "2008-05-08T09:54:28 a b", "2008:05:08T09:54:28 a b"),
    ("XMP-foo", "When", "2008-05-08T09:54:28Z", "2008:05:08 09:54:28Z"),
    ("XMP-exif", "DateTimeOriginal", "2008-05-08T09:54:28Z\n", "2008:05:08 09:54:28Z"),
    ("XMP-xmp", "CreateDate", "2008-05-08T09:54:28+02:00\n", "2008:05:08 09:54:28+02:00"),
    ("XMP-foo", "Day", "2008-05-08", "2008-05-08"),
    ("XMP-xmp", "Label", "2008-05-08", "2008-05-08"),
  ]

  @Test("XMP dates in EXIF's form, as ExifTool's ConvertXMPDate gives them", arguments: dates)
  func date(group: String, name: String, text: String, expected: String) {
    #expect(XMPValueConversion.value(.text(text), group: group, name: name) == .text(expected))
  }

  @Test(
    "a string read as Perl reads it in arithmetic",
    arguments: [
      (" 5.31 EV", 5.31), ("-2", -2), ("+.5x", 0.5), ("5.", 5), ("1e3 m", 1000), ("2e", 2), ("3E-1", 0.3),
    ] as [(String, Double)])
  func leadingNumber(text: String, expected: Double) {
    #expect(XMPValueConversion.leadingNumber(text) == expected)
  }

  @Test("a rational list (WhitePoint) converts item by item; a value not read as text is left alone")
  func rationalList() {
    let whitePoint = MetadataValue.list([.text("3127/10000"), .text("329/1000")])
    #expect(
      XMPValueConversion.value(whitePoint, group: "XMP-tiff", name: "WhitePoint")
        == .list([.real(0.3127), .real(0.329)]))
    #expect(XMPValueConversion.value(.integer(72), group: "XMP-tiff", name: "XResolution") == .integer(72))
  }

  /// A tag ExifTool knows keeps its text; one it does not is tried as a
  /// fraction (XMPAutoConv). The lookup matches whole names only.
  @Test(
    "ExifTool's XMP tag names are matched whole, first, inside and last in their group",
    arguments: [
      ("XMP-exif", "ApertureValue", true), ("XMP-exif", "Aperture", false), ("XMP-exif", "pertureValue", false),
      ("XMP-GAudio", "AudioData", true), ("XMP-GAudio", "AudioMimeType", true), ("XMP-GAudio", "AudioMime", false),
      ("XMP-GAudio", "", false), ("XMP-nowhere", "AudioData", false),
    ] as [(String, String, Bool)])
  func knownTag(group: String, name: String, known: Bool) {
    #expect(XMPValueConversion.isKnown(group: group, name: name) == known)
  }

  @Test("text that starts with no number has none", arguments: ["", "EV", ".", "-", "e5"])
  func noNumber(text: String) {
    #expect(XMPValueConversion.leadingNumber(text) == nil)
  }
}
