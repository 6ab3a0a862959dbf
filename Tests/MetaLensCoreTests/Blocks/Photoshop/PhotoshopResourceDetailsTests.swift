import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Photoshop resources decoded into ExifTool's `-n` values when every tag is
/// asked for; `inspect` keeps them as binary.
@Suite("Photoshop resource details")
struct PhotoshopResourceDetailsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: UInt16
    let body: [UInt8]
    let expected: [String: MetadataValue]
    var testDescription: String { "0x" + String(id, radix: 16) }
  }

  static let one = FixtureSegment.bigEndian32(Float(1).bitPattern)
  static let cases: [Case] = [
    Case(
      id: 0x0426, body: [0, 2] + one + one + one,
      expected: ["PrintStyle": .integer(2), "PrintPosition": .text("1 1"), "PrintScale": .real(1)]),
    Case(
      id: 0x0428, body: [0, 0, 0, 2, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0],
      expected: ["PixelAspectRatio": .real(1)]),
    Case(
      id: 0x041A,
      body: [0, 0, 0, 6] + [UInt8](repeating: 0, count: 16) + [0, 0, 0, 3, 0, 0x52, 0, 0x65, 0, 0] + [0, 0, 0, 1],
      expected: ["SlicesGroupName": .text("Re"), "NumSlices": .integer(1)]),
    Case(id: 0x042D, body: [0, 1, 0, 0, 0, 2], expected: ["LayerSelectionIDs": .text("2")]),
    Case(id: 0x041E, body: [0, 0, 0, 0], expected: ["URL_List": .list([])]),
    Case(
      id: 0x040C, body: [UInt8](repeating: 0, count: 40), expected: ["PhotoshopThumbnail": .binary(byteCount: 12)]),
  ]

  @Test("a resource is decoded as ExifTool decodes it", arguments: cases)
  func decoded(_ test: Case) throws {
    let tags = try #require(PhotoshopResourceDetails.tags(id: test.id, body: test.body))
    #expect(Dictionary(uniqueKeysWithValues: tags.map { ($0.name, $0.value) }) == test.expected)
    #expect(tags.allSatisfy { $0.group == "Photoshop" })
  }

  @Test("a resource these details do not cover is left to the standard decoder")
  func others() {
    #expect(PhotoshopResourceDetails.tags(id: 0x0406, body: [0, 10, 0, 0, 0, 1]) == nil)
  }
}
