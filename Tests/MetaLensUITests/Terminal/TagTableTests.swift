import MetaLensCore
import Testing

@testable import MetaLensUI

/// The tag table of `metalens tags`: readable values unless numeric, long
/// values cut unless full, filters as ExifTool users write them.
@Suite("Tag table and filter")
struct TagTableTests {
  static let exposure = MetadataTag(
    group: "ExifIFD", name: "ExposureTime", value: .real(0.008), displayValue: "1/125 sec.")
  static let long = MetadataTag(group: "XMP-dc", name: "Description", value: .text(String(repeating: "x", count: 1500)))

  /// libexif's own text is kept where ExifTool prints the same words; an
  /// exposure time prints as ExifTool's `PrintExposureTime` does ("1/125",
  /// not libexif's "1/125 sec."), and a TIFF's enumerated value, which no
  /// library named, by ExifTool's table.
  @Test("readable by default as exiftool prints it, raw numbers with numeric")
  func values() {
    #expect(TagTable(tags: [Self.exposure]).render().hasSuffix(": 1/125"))
    #expect(TagTable(tags: [Self.exposure], numeric: true).render().hasSuffix(": 0.008"))
    let flash = MetadataTag(group: "ExifIFD", name: "Flash", value: .integer(16), displayValue: "Flash did not fire")
    #expect(TagTable(tags: [flash]).render().hasSuffix(": Flash did not fire"))
    let program = MetadataTag(group: "ExifIFD", name: "ExposureProgram", value: .integer(3))
    #expect(TagTable(tags: [program]).render().hasSuffix(": Aperture-priority AE"))
    #expect(TagTable(tags: [program], numeric: true).render().hasSuffix(": 3"))
  }

  /// Values ExifTool prints from its tables (checked with `exiftool -a -G1`
  /// 12.57 on the corpus's Nikon Coolpix P7000 WebP and "Issue 258 (dotnet)"
  /// JPEG): the text without -n, the value with it; a list item by item, an
  /// item the table does not hold as ExifTool prints it; a MakerNote value
  /// not in its table (Canon's Saturation `1`, which ExifTool prints `+1` by
  /// code; FlashBits, bit by bit) as the file holds it.
  @Test(
    "XMP values ExifTool prints from a table: its text without -n, the value with it",
    arguments: [
      ("XMP-tiff", "Orientation", MetadataValue.text("6"), "Rotate 90 CW"),
      ("XMP-exif", "ExposureProgram", .text("2"), "Program AE"),
      ("XMP-plus", "ModelReleaseStatus", .text("MR-NAP"), "Not Applicable"),
      ("XMP-plus", "MinorModelAgeDisclosure", .text("AG-A25"), "Age 25 or Over"),
      (
        "XMP-plus", "ModelReleaseStatus", .list([.text("MR-NAP"), .text("MR-XYZ")]), "Not Applicable, Unknown (MR-XYZ)"
      ),
      ("XMP-tiff", "Orientation", .text("9"), "Unknown (9)"),
      ("XMP-dc", "Title", .text("6"), "6"),
      ("Canon", "MacroMode", .integer(2), "Normal"),
      ("Canon", "Saturation", .integer(1), "1"),
      ("Canon", "FlashBits", .integer(8200), "8200"),
    ])
  func printedFromTable(group: String, name: String, value: MetadataValue, printed: String) {
    let tag = MetadataTag(group: group, name: name, value: value)
    #expect(TagTable(tags: [tag]).render().hasSuffix(": " + printed))
    #expect(TagTable(tags: [tag], numeric: true).render().hasSuffix(": " + ValueText.text(value)))
  }

  /// Exposure times ExifTool prints by code (Exif.pm's PrintExposureTime),
  /// where libexif gave no text (a DNG's EXIF, XMP, a MakerNote): measured
  /// with `exiftool -a -G1` 12.57 on ExifTool's own `DNG.dng`, whose EXIF
  /// ExposureTime 0.06666666667 prints `1/15` and Canon's 0.06103515625
  /// `1/16`. -n keeps the number.
  @Test(
    "exposure times as ExifTool prints them without -n, the number with it",
    arguments: [
      ("ExifIFD", "ExposureTime", MetadataValue.real(0.06666666667), String?("1/15")),
      ("ExifIFD", "ShutterSpeedValue", .real(0.0666666479798149), "1/15"),
      ("XMP-exif", "ExposureTime", .real(0.0666666666666667), "1/15"),
      ("XMP-exif", "ExposureTime", .text("0.0666666666666667"), "1/15"),
      ("Canon", "ExposureTime", .real(0.06103515625), "1/16"),
      ("Canon", "TargetExposureTime", .real(0.0666962750423015), "1/15"),
      ("ExifIFD", "ExposureTime", .real(0.0001799856012), "1/5556"),
      ("ExifIFD", "ExposureTime", .real(0.25), "1/4"),
      ("ExifIFD", "ExposureTime", .real(0.5), "0.5"),
      ("ExifIFD", "ExposureTime", .real(1.3), "1.3"),
      ("ExifIFD", "ExposureTime", .integer(30), "30"),
      ("ExifIFD", "ExposureTime", .integer(0), "0"),
      // Shown as the file holds them: no 64-bit 1/n, not a number, not an exposure time.
      ("ExifIFD", "ExposureTime", .real(1e-300), nil),
      ("XMP-exif", "ExposureTime", .text("1/15"), nil),
      ("XMP-exif", "ExposureTime", .text("inf"), nil),
      ("ExifIFD", "FNumber", .real(0.0625), nil),
    ])
  func exposureTime(group: String, name: String, value: MetadataValue, printed: String?) {
    let tag = MetadataTag(group: group, name: name, value: value)
    #expect(TagTable(tags: [tag]).render().hasSuffix(": " + (printed ?? ValueText.text(value))))
    #expect(TagTable(tags: [tag], numeric: true).render().hasSuffix(": " + ValueText.text(value)))
  }

  @Test("a long value is cut with a hint, whole with full")
  func full() {
    let cut = TagTable(tags: [Self.long]).render()
    #expect(cut.hasSuffix("(500 more characters; --full shows all)"))
    #expect(TagTable(tags: [Self.long], full: true).render().hasSuffix(String(repeating: "x", count: 1500)))
  }

  @Test("a list of structures gives each field the list of its values, nested names joined")
  func flattening() {
    let event: (String, String) -> MetadataValue = { action, agent in
      .structure([MetadataField("Action", .text(action)), MetadataField("SoftwareAgent", .text(agent))])
    }
    let history = MetadataTag(
      group: "XMP-xmpMM", name: "History", value: .list([event("created", "A"), event("saved", "B")]))
    let derived = MetadataTag(
      group: "XMP-xmpMM", name: "DerivedFrom",
      value: .structure([
        MetadataField("DocumentID", .text("d")), MetadataField("Ref", .structure([MetadataField("X", .integer(1))])),
      ]))
    let flat = StructureFlattening.flatten([history, derived, Self.exposure])
    #expect(
      flat.map(\.name) == [
        "HistoryAction", "HistorySoftwareAgent", "DerivedFromDocumentID", "DerivedFromRefX", "ExposureTime",
      ])
    #expect(flat[0].value == .list([.text("created"), .text("saved")]))
    #expect(flat[3].value == .integer(1))
  }

  @Test(
    "filters: family-1 group, the part before the dash, Group:Name, any case",
    arguments: [
      (["exififd"], [], true), (["XMP"], [], false), (["gps"], [], false), ([], ["exposuretime"], true),
      ([], ["ExifIFD:exposuretime"], true), ([], ["IFD0:ExposureTime"], false), (["ExifIFD"], ["ISO"], false),
    ])
  func filter(groups: [String], tags: [String], kept: Bool) {
    #expect(TagFilter(groups: groups, tags: tags).keeps(Self.exposure) == kept)
    #expect(TagFilter(groups: ["xmp"]).keeps(Self.long))
  }
}
