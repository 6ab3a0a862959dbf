import MetaLensCore
import Testing

@testable import MetaLensUI

@Suite("JSON keys: distinct spellings stay distinct")
struct JSONKeyTests {
  /// "é" as one scalar (C3 A9) and as "e" plus a combining acute (65 CC 81):
  /// equal as Swift Strings, two different names in a file.
  static let precomposed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  /// Compares the bytes: `==` on Strings would call the two spellings equal.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func tag(_ group: String, _ name: String, _ value: String) -> MetadataTag {
    MetadataTag(group: group, name: name, value: .text(value))
  }

  @Test("two tag names that differ only in normalisation both appear, in byte order, whatever order they came in")
  func tagNames() {
    let forward = TagList([Self.tag("XMP-dc", Self.precomposed, "one"), Self.tag("XMP-dc", Self.decomposed, "two")])
    let backward = TagList([Self.tag("XMP-dc", Self.decomposed, "two"), Self.tag("XMP-dc", Self.precomposed, "one")])
    let expected = "{\"XMP-dc\":{\"\(Self.decomposed)\":\"two\",\"\(Self.precomposed)\":\"one\"}}"
    #expect(Self.bytes(JSONOutput.encode(GroupedTagsDTO(tags: forward), pretty: false)) == Self.bytes(expected))
    #expect(Self.bytes(JSONOutput.encode(GroupedTagsDTO(tags: backward), pretty: false)) == Self.bytes(expected))
  }

  @Test("two group names that differ only in normalisation are two groups")
  func groupNames() {
    let tags = TagList([
      Self.tag("XMP-\(Self.precomposed)", "A", "one"), Self.tag("XMP-\(Self.decomposed)", "A", "two"),
    ])
    let expected = "{\"XMP-\(Self.decomposed)\":{\"A\":\"two\"},\"XMP-\(Self.precomposed)\":{\"A\":\"one\"}}"
    #expect(Self.bytes(JSONOutput.encode(GroupedTagsDTO(tags: tags), pretty: false)) == Self.bytes(expected))
  }

  @Test("structure fields likewise; a name repeated byte for byte still keeps its first value")
  func structureFields() {
    let value = MetadataValue.structure([
      MetadataField(Self.precomposed, .text("one")), MetadataField(Self.decomposed, .text("two")),
      MetadataField(Self.precomposed, .text("three")),
    ])
    let expected = "{\"\(Self.decomposed)\":\"two\",\"\(Self.precomposed)\":\"one\"}"
    #expect(Self.bytes(JSONOutput.encode(value, pretty: false)) == Self.bytes(expected))
  }

  /// Keys are ordered by their first eight bytes as one number, then in full:
  /// names sharing a long prefix, one a prefix of another, and a repeat.
  @Test(
    "names that share their first eight bytes sort by the rest, the shorter first, a repeat once",
    arguments: [
      ["ExposureTimeB", "ExposureTimeA", "ExposureTime", "Exposure", "ExposureTimeA"],
      ["ExposureTimeA", "Exposure", "ExposureTimeB", "ExposureTime", "ExposureTimeA"],
    ])
  func sharedPrefixes(names: [String]) {
    let value = MetadataValue.structure(names.enumerated().map { MetadataField($1, .integer(Int64($0))) })
    let first = { (name: String) in names.firstIndex(of: name)! }
    let expected =
      "{"
      + ["Exposure", "ExposureTime", "ExposureTimeA", "ExposureTimeB"].map { "\"\($0)\":\(first($0))" }
      .joined(separator: ",") + "}"
    #expect(JSONOutput.encode(value, pretty: false) == expected)
  }
}
