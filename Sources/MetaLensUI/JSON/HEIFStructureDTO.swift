import MetaLensCore

/// The `heif` object: brands, primary item, items, auxiliary images,
/// thumbnails and the metadata items and boxes a HEIF holds.
struct HEIFStructureDTO: JSONRepresentable {
  let heif: HEIFStructure

  var json: JSONValue {
    .members([
      ("majorBrand", .string(heif.majorBrand)),
      ("compatibleBrands", .array(heif.compatibleBrands.map(JSONValue.string))),
      ("primaryItemID", heif.primaryItemID.map(JSONValue.int)),
      ("primarySize", heif.primarySize.map(Self.size)),
      ("itemCount", .int(heif.itemCount)),
      (
        "auxiliaryImages",
        .array(
          heif.auxiliaryImages.map {
            .members([
              ("itemID", .int($0.itemID)), ("type", .string($0.type)), ("role", .string($0.role.rawValue)),
              ("size", $0.size.map(Self.size)),
            ])
          })
      ),
      ("thumbnailCount", .int(heif.thumbnailCount)),
      ("hasDepth", .bool(heif.hasDepth)),
      ("hasGainMap", .bool(heif.hasGainMap)),
      ("hasExifItem", .bool(heif.hasExifItem)),
      ("hasXMPItem", .bool(heif.hasXMPItem)),
      ("c2paBox", heif.c2paBox.map(ContainerChunkDTO.c2pa)),
      ("compactMiniBox", .bool(heif.hasCompactMiniBox)),
    ])
  }

  static func size(_ size: PixelSize) -> JSONValue {
    .members([("width", .int(size.width)), ("height", .int(size.height))])
  }
}
