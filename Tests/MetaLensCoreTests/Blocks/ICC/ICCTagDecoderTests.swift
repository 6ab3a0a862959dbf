import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// ICC tags beyond the texts, decoded as ExifTool's `-n` prints them, and
/// only when every tag is asked for.
@Suite("ICC profile tags")
struct ICCTagDecoderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let signature: String
    let body: [UInt8]
    let expected: [MetadataTag]
    var testDescription: String { signature }
  }

  static let cases: [Case] = [
    Case(
      signature: "wtpt",
      body: ICCFixture.body("XYZ ", ICCFixture.fixed(0.95047) + ICCFixture.fixed(1) + ICCFixture.fixed(1.0891)),
      expected: [MetadataTag(group: "ICC_Profile", name: "MediaWhitePoint", value: .text("0.95047 1 1.0891"))]),
    Case(
      signature: "tech", body: ICCFixture.body("sig ", Array("CRT ".utf8)),
      expected: [MetadataTag(group: "ICC_Profile", name: "Technology", value: .text("CRT "))]),
    Case(
      signature: "rTRC", body: ICCFixture.body("curv", [0, 0, 0, 1, 1, 0xCD]),
      expected: [MetadataTag(group: "ICC_Profile", name: "RedTRC", value: .binary(byteCount: 14))]),
    Case(
      signature: "meas",
      body: ICCFixture.body(
        "meas", [0, 0, 0, 1] + [UInt8](repeating: 0, count: 12) + [0, 0, 0, 0] + [0, 0, 0x02, 0x8F] + [0, 0, 0, 2]),
      expected: [
        MetadataTag(group: "ICC-meas", name: "MeasurementObserver", value: .integer(1)),
        MetadataTag(group: "ICC-meas", name: "MeasurementBacking", value: .text("0 0 0")),
        MetadataTag(group: "ICC-meas", name: "MeasurementGeometry", value: .integer(0)),
        MetadataTag(group: "ICC-meas", name: "MeasurementFlare", value: .real(0.00999)),
        MetadataTag(group: "ICC-meas", name: "MeasurementIlluminant", value: .integer(2)),
      ]),
    Case(
      signature: "dscm", body: ICCFixture.mluc([("deDE", "Allgemein"), ("enUS", "Generic")]),
      expected: [
        MetadataTag(group: "ICC_Profile", name: "ProfileDescriptionML-de-DE", value: .text("Allgemein")),
        MetadataTag(group: "ICC_Profile", name: "ProfileDescriptionML", value: .text("Generic")),
      ]),
  ]

  @Test("a tag is decoded by its type, named as ExifTool names it", arguments: cases)
  func decoded(_ test: Case) {
    let profile = ICCFixture.profile(description: "P", copyright: "C", more: [(test.signature, test.body)])
    var notices: [ReadingNotice] = []
    let all = ICCProfileReader().read(profile, allTags: true, notices: &notices)
    #expect(Array(all.suffix(test.expected.count)) == test.expected)
    let standard = ICCProfileReader().read(profile, notices: &notices)
    #expect(!standard.contains { test.expected.contains($0) })
    #expect(notices.isEmpty)
  }
}
