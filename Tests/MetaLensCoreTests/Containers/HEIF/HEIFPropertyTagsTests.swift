import Testing

@testable import MetaLensCore

/// HEIF item properties as ExifTool reports them: one of each type, the
/// primary item's where it has one, decoded only when every tag is asked for.
@Suite("HEIF item property tags")
struct HEIFPropertyTagsTests {
  /// A grid like an iPhone's: tiles with `hvcC` and a 512×512 `ispe`, the
  /// primary with its own `ispe`, `irot` and `pixi`.
  static var grid: HEIFMetaBox {
    var meta = HEIFMetaBox()
    meta.primaryItemID = 49
    let hvcC: [UInt8] = [
      1, 0x03, 0x70, 0, 0, 0, 0xB0, 0, 0, 0, 0, 0, 90, 0xF0, 0, 0xFC, 0xFD, 0xF8, 0xF8, 0, 0, 0x0F, 0,
    ]
    meta.propertyBoxes = [
      HEIFPropertyBox(type: "hvcC", payload: hvcC[...]),
      HEIFPropertyBox(type: "ispe", payload: [0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2, 0]),
      HEIFPropertyBox(type: "ispe", payload: [0, 0, 0, 0, 0, 0, 0x0F, 0xC0, 0, 0, 0x0B, 0xD0]),
      HEIFPropertyBox(type: "irot", payload: [3]),
      HEIFPropertyBox(type: "pixi", payload: [0, 0, 0, 0, 3, 8, 8, 8]),
    ]
    meta.associations = [1: [1, 2], 49: [3, 4, 5]]
    return meta
  }

  @Test("the primary's properties win, others come from the first of their type")
  func selection() {
    let selected = HEIFPropertyTags.selected(Self.grid)
    #expect(selected.map(\.type) == ["hvcC", "ispe", "irot", "pixi"])
    let tags = selected.flatMap { HEIFPropertyTags.tags($0, allTags: true) }
    let values = Dictionary(tags.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    #expect(values["ImageSpatialExtent"] == .text("4032 3024"))
    #expect(values["Rotation"] == .integer(270))
    #expect(values["ImagePixelDepth"] == .text("8 8 8"))
    #expect(values["GeneralProfileIDC"] == .integer(3))
    #expect(values["GenProfileCompatibilityFlags"] == .integer(0x7000_0000))
    #expect(values["ConstraintIndicatorFlags"] == .text("176 0 0 0 0 0"))
    #expect(values["GeneralLevelIDC"] == .integer(90))
    #expect(values["ChromaFormat"] == .integer(1))
    #expect(values["NumTemporalLayers"] == .integer(1))
    #expect(tags.allSatisfy { $0.group == "QuickTime" })
  }

  @Test("an ICC colr and an nclx colr are both reported")
  func colours() {
    var meta = HEIFMetaBox()
    meta.propertyBoxes = [
      HEIFPropertyBox(type: "colr", payload: Array("prof".utf8)[...]),
      HEIFPropertyBox(type: "colr", payload: (Array("nclx".utf8) + [0, 1, 0, 13, 0, 6, 0x80])[...]),
    ]
    let tags = HEIFPropertyTags.selected(meta).flatMap { HEIFPropertyTags.tags($0, allTags: true) }
    #expect(tags.filter { $0.name == "ColorProfiles" }.map(\.value) == [.text("prof"), .text("nclx")])
    #expect(tags.first { $0.name == "TransferCharacteristics" }?.value == .integer(13))
    #expect(tags.first { $0.name == "VideoFullRangeFlag" }?.value == .integer(1))
  }

  @Test("a property ExifTool has no name for is Unknown_<type>, by its size")
  func unknown() {
    let box = HEIFPropertyBox(type: "uncC", payload: [1, 2, 3][...])
    #expect(HEIFPropertyTags.tags(box, allTags: true).map(\.value) == [.binary(byteCount: 3)])
    #expect(HEIFPropertyTags.tags(box, allTags: true).map(\.name) == ["Unknown_uncC"])
    #expect(HEIFPropertyTags.tags(HEIFPropertyBox(type: "zzzz", payload: [1][...]), allTags: true).isEmpty)
  }

  @Test("without allTags only the size and auxiliary type are decoded")
  func standard() {
    let tags = HEIFPropertyTags.selected(Self.grid).flatMap { HEIFPropertyTags.tags($0, allTags: false) }
    #expect(tags.map(\.name) == ["ImageSpatialExtent"])
  }
}
