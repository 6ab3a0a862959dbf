import Testing

@testable import MetaLensCore

/// PNG chunks beyond header and texts, valued as ExifTool's `-n`.
@Suite("PNG detail chunks")
struct PNGChunkTagsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let type: String
    let data: [UInt8]
    let colorType: Int
    let expected: [String: MetadataValue]
    var testDescription: String { type }
  }

  static let cases: [Case] = [
    Case(type: "gAMA", data: [0, 0, 0xB1, 0x8F], colorType: 2, expected: ["Gamma": .real(2.2)]),
    Case(
      type: "cHRM", data: [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(Self.be32), colorType: 2,
      expected: [
        "WhitePointX": .real(0.3127), "WhitePointY": .real(0.329), "RedX": .real(0.64), "RedY": .real(0.33),
        "GreenX": .real(0.3), "GreenY": .real(0.6), "BlueX": .real(0.15), "BlueY": .real(0.06),
      ]),
    Case(type: "sRGB", data: [0], colorType: 2, expected: ["SRGBRendering": .integer(0)]),
    Case(
      type: "bKGD", data: [0, 255, 0, 255, 0, 255], colorType: 2, expected: ["BackgroundColor": .text("255 255 255")]),
    Case(type: "bKGD", data: [52], colorType: 3, expected: ["BackgroundColor": .integer(52)]),
    Case(type: "sBIT", data: [5, 5, 5], colorType: 2, expected: ["SignificantBits": .text("5 5 5")]),
    Case(type: "tRNS", data: [0, 0], colorType: 0, expected: ["Transparency": .integer(0)]),
    Case(type: "tRNS", data: [1, 2, 3], colorType: 3, expected: ["Transparency": .binary(byteCount: 3)]),
    Case(
      type: "PLTE", data: [UInt8](repeating: 0, count: 48), colorType: 3, expected: ["Palette": .binary(byteCount: 48)]),
  ]

  static func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

  @Test("a chunk is valued as ExifTool values it", arguments: cases)
  func decoded(_ test: Case) throws {
    let tags = try #require(PNGChunkTags.tags(type: test.type, data: test.data, colorType: test.colorType))
    #expect(Dictionary(uniqueKeysWithValues: tags) == test.expected)
  }

  @Test("other chunks are not these")
  func others() {
    #expect(PNGChunkTags.tags(type: "IDAT", data: [], colorType: 2) == nil)
  }
}
