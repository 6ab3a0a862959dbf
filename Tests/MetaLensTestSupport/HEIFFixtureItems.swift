/// The items of a `HEIFFixture`, laid out: image items first (placeholder
/// data in `mdat`), then the Exif and XMP items, then the extra ones.
struct HEIFFixtureItems {
  struct Item {
    let id: UInt16
    let type: String
    var contentType: String?
    var data: [UInt8]?
    var inItemData = false
    var properties: [UInt8] = []
  }

  private(set) var items: [Item] = []
  private(set) var properties: [[UInt8]] = []
  private(set) var references: [(type: String, from: UInt16, to: [UInt16])] = []
  /// The `hdlr` box's name.
  let handlerName: String

  /// Placeholder coded bytes for each image item; nothing decodes them.
  static let placeholder: [UInt8] = [0x12, 0x00, 0x0A, 0x0A, 0, 0, 0, 0]

  init(_ fixture: HEIFFixture) {
    handlerName = fixture.handlerName
    let codecType = fixture.hevc == nil ? "av01" : "hvc1"
    let codec = addProperty(Self.codecConfiguration(fixture.hevc))
    var primary = Item(
      id: 1, type: fixture.gridTiles == nil ? codecType : "grid",
      data: Self.placeholder + [UInt8](repeating: 0x55, count: max(0, fixture.primaryDataSize - Self.placeholder.count))
    )
    let primarySize = addProperty(Self.ispe(fixture.width, fixture.height))
    primary.properties = fixture.gridTiles == nil ? [codec, primarySize] : [primarySize]
    items.append(primary)
    if let grid = fixture.gridTiles {
      let tileSize = addProperty(Self.ispe(grid.width, grid.height))
      var tiles: [UInt16] = []
      for _ in 0..<grid.count {
        var tile = Item(id: UInt16(items.count + 1), type: codecType, data: Self.placeholder)
        tile.properties = [codec, tileSize]
        tiles.append(tile.id)
        items.append(tile)
      }
      references.append(("dimg", 1, tiles))
    }
    for image in fixture.auxiliaries + fixture.thumbnails {
      var item = Item(id: UInt16(items.count + 1), type: codecType, data: Self.placeholder)
      item.properties = [codec, addProperty(Self.ispe(image.width, image.height))]
      if let urn = image.auxiliaryType {
        item.properties.append(addProperty(ISOBMFFBoxes.fullBox("auxC", ISOBMFFBoxes.cString(urn))))
      }
      references.append((image.auxiliaryType == nil ? "thmb" : "auxl", item.id, [1]))
      items.append(item)
    }
    if let icc = fixture.icc, items.indices.contains(fixture.iccImage) {
      items[fixture.iccImage].properties.append(addProperty(ISOBMFFBoxes.box("colr", Array("prof".utf8) + icc)))
    }
    if let tiff = fixture.exifTIFF {
      let prefix: [UInt8] = fixture.exifHeaderPrefix ? Array("Exif\0\0".utf8) : []
      addMetadata(type: "Exif", data: ISOBMFFBoxes.be32(UInt32(prefix.count)) + prefix + tiff, fixture)
    }
    if let xmp = fixture.xmp {
      addMetadata(type: "mime", contentType: "application/rdf+xml", data: Array(xmp.utf8), fixture)
    }
    for _ in 0..<fixture.extraItems {
      items.append(Item(id: UInt16(truncatingIfNeeded: items.count + 1), type: "unkn"))
    }
  }

  private mutating func addProperty(_ box: [UInt8]) -> UInt8 {
    properties.append(box)
    return UInt8(properties.count)
  }

  private mutating func addMetadata(type: String, contentType: String? = nil, data: [UInt8], _ fixture: HEIFFixture) {
    let item = Item(
      id: UInt16(items.count + 1), type: type, contentType: contentType, data: data,
      inItemData: fixture.metadataInItemData)
    references.append(("cdsc", item.id, [1]))
    items.append(item)
  }

  /// `av1C` (AV1 Main, 8 bits) or `hvcC` with a profile and level
  /// (ISO/IEC 14496-15 §8.3.3.1; the fields after the level zero, no arrays).
  static func codecConfiguration(_ hevc: (profile: UInt8, level: UInt8)?) -> [UInt8] {
    guard let hevc else { return ISOBMFFBoxes.box("av1C", [0x81, 0x00, 0x0C, 0x00]) }
    var record: [UInt8] = [1, hevc.profile & 0x1F] + [UInt8](repeating: 0, count: 10) + [hevc.level]
    record += [0xF0, 0x00, 0xFC, 0xFD, 0xF8, 0xF8, 0x00, 0x00, 0x0F, 0x00]
    return ISOBMFFBoxes.box("hvcC", record)
  }

  static func ispe(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    ISOBMFFBoxes.fullBox("ispe", ISOBMFFBoxes.be32(width) + ISOBMFFBoxes.be32(height))
  }

  /// The bytes of `mdat`'s payload.
  var mediaData: [UInt8] { items.filter { !$0.inItemData }.flatMap { $0.data ?? [] } }

  /// The `meta` box, with `iloc` offsets counted from `mdatPayloadOffset`.
  func meta(mdatPayloadOffset: UInt32) -> [UInt8] {
    typealias B = ISOBMFFBoxes
    let hdlr = B.fullBox(
      "hdlr", [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + B.cString(handlerName))
    let pitm = B.fullBox("pitm", B.be16(1))
    let infos = items.map { item in
      B.fullBox(
        "infe", version: 2,
        B.be16(item.id) + B.be16(0) + Array(item.type.utf8) + B.cString("")
          + (item.contentType.map(B.cString) ?? []))
    }
    let iinf = B.fullBox("iinf", B.be16(UInt16(truncatingIfNeeded: infos.count)) + infos.flatMap { $0 })
    var located: [UInt8] = []
    var fileOffset = mdatPayloadOffset
    var idatOffset: UInt32 = 0
    var idat: [UInt8] = []
    var locatedCount: UInt16 = 0
    for item in items {
      guard let data = item.data else { continue }
      locatedCount += 1
      let offset = item.inItemData ? idatOffset : fileOffset
      located += B.be16(item.id) + B.be16(item.inItemData ? 1 : 0) + B.be16(0) + B.be16(1)
      located += B.be32(offset) + B.be32(UInt32(data.count))
      if item.inItemData {
        idatOffset += UInt32(data.count)
        idat += data
      } else {
        fileOffset += UInt32(data.count)
      }
    }
    let iloc = B.fullBox("iloc", version: 1, [0x44, 0x00] + B.be16(locatedCount) + located)
    let associated = items.filter { !$0.properties.isEmpty }
    let ipma = B.fullBox(
      "ipma",
      B.be32(UInt32(associated.count))
        + associated.flatMap { B.be16($0.id) + [UInt8($0.properties.count)] + $0.properties })
    let iprp = B.box("iprp", B.box("ipco", properties.flatMap { $0 }) + ipma)
    let iref = B.fullBox(
      "iref",
      references.flatMap {
        B.box($0.type, B.be16($0.from) + B.be16(UInt16($0.to.count)) + $0.to.flatMap(B.be16))
      })
    return B.fullBox("meta", hdlr + pitm + iinf + iloc + iprp + iref + (idat.isEmpty ? [] : B.box("idat", idat)))
  }
}
