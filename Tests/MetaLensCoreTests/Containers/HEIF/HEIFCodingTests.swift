import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// How a HEIF's picture was encoded, as the structure reports it (issue 33):
/// the primary item's type, its grid, its codec level, the `hdlr` name.
@Suite("HEIF coding facts: grid, codec level, hdlr name")
struct HEIFCodingTests {
  static func read(_ fixture: HEIFFixture) throws -> HEIFStructure {
    try #require(try PhotoMetadataService().read(bytes: fixture.bytes()).heif)
  }

  @Test("a grid of HEVC tiles: the tiles' count and size and the first tile's hvcC")
  func grid() throws {
    var fixture = HEIFFixture(width: 4032, height: 3024)
    fixture.hevc = (profile: 3, level: 90)
    fixture.gridTiles = (count: 48, width: 512, height: 512)
    let heif = try Self.read(fixture)
    #expect(heif.primaryItemType == "grid")
    #expect(heif.grid == HEIFGrid(tileCount: 48, tileSize: PixelSize(width: 512, height: 512)))
    #expect(heif.codecLevel == HEIFCodecLevel(box: "hvcC", profile: 3, level: 90))
    #expect(heif.handlerName == "")
    #expect(!heif.hasToneMapItem)
  }

  @Test("one AV1 item with libavif's hdlr name: no grid, the item's own av1C")
  func singleItem() throws {
    var fixture = HEIFFixture(width: 4032, height: 3024)
    fixture.handlerName = "libavif"
    let heif = try Self.read(fixture)
    #expect(heif.primaryItemType == "av01")
    #expect(heif.grid == nil)
    #expect(heif.codecLevel == HEIFCodecLevel(box: "av1C", profile: 0, level: 0))
    #expect(heif.handlerName == "libavif")
  }

  @Test("a hostile hdlr name is cut to the length the structure keeps")
  func longHandlerName() throws {
    var fixture = HEIFFixture(width: 64, height: 48)
    fixture.handlerName = String(repeating: "x", count: 5000)
    let heif = try Self.read(fixture)
    #expect(heif.handlerName?.count == HEIFStructure.maxHandlerNameLength)
  }

  @Test("configuration records too short to hold their fields give no level")
  func truncatedConfigurations() {
    #expect(HEIFCodecLevel(box: "hvcC", payload: [1, 3, 0, 0][...]) == nil)
    #expect(HEIFCodecLevel(box: "av1C", payload: [0x81][...]) == nil)
    #expect(HEIFCodecLevel(box: "avcC", payload: [UInt8](repeating: 0, count: 30)[...]) == nil)
  }
}
