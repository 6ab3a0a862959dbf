import MetaLensCore

/// The `heif` object: brands, primary item and how it is coded (grid,
/// codec level, `hdlr` name), items, auxiliary images, thumbnails and the metadata items and boxes a HEIF holds.
extension HEIFStructure: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("majorBrand", .string(majorBrand)),
      ("compatibleBrands", .array(compatibleBrands.map(JSONValue.string))),
      ("primaryItemID", primaryItemID.map(JSONValue.int)),
      ("primarySize", primarySize.map(Self.size)),
      ("primaryItemType", primaryItemType.map(JSONValue.string)),
      (
        "grid",
        grid.map { .members([("tileCount", .int($0.tileCount)), ("tileSize", $0.tileSize.map(Self.size))]) }
      ),
      (
        "codec",
        codecLevel.map {
          .members([("box", .string($0.box)), ("profile", .int($0.profile)), ("level", .int($0.level))])
        }
      ),
      ("handlerName", handlerName.map(JSONValue.string)),
      ("hasToneMapItem", .bool(hasToneMapItem)),
      ("itemCount", .int(itemCount)),
      (
        "auxiliaryImages",
        .array(
          auxiliaryImages.map {
            .members([
              ("itemID", .int($0.itemID)), ("type", .string($0.type)), ("role", .string($0.role.rawValue)),
              ("size", $0.size.map(Self.size)),
            ])
          })
      ),
      ("thumbnailCount", .int(thumbnailCount)),
      ("hasDepth", .bool(hasDepth)),
      ("hasGainMap", .bool(hasGainMap)),
      ("hasExifItem", .bool(hasExifItem)),
      ("hasXMPItem", .bool(hasXMPItem)),
      ("c2paBox", c2paBox.map(\.json)),
      ("compactMiniBox", .bool(hasCompactMiniBox)),
    ])
  }

  static func size(_ size: PixelSize) -> JSONValue {
    .members([("width", .int(size.width)), ("height", .int(size.height))])
  }
}
