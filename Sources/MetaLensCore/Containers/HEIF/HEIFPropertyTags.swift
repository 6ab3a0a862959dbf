/// The QuickTime tags of a HEIF's item properties, as ExifTool's
/// QuickTime.pm names them and its `-n` values them.
///
/// Which properties: ExifTool reports one property of each type in the main
/// document, the primary item's where it has one (its `ispe`, `irot`,
/// `pixi`), else the first of that type in `ipco` (the tiles' `hvcC` of an
/// iPhone grid, an auxiliary image's `auxC`); the others belong to the
/// items' own documents, which `exiftool -ee` shows. Measured on the
/// corpus's HEIC and AVIF files (TagConformanceTests).
enum HEIFPropertyTags {
  static let group = "QuickTime"

  /// The properties ExifTool reports, in `ipco` order.
  static func selected(_ meta: HEIFMetaBox) -> [HEIFPropertyBox] {
    let primary = Set(meta.primaryItemID.flatMap { meta.associations[$0] } ?? [])
    let boxes = meta.propertyBoxes
    var chosen: [String: Int] = [:]
    for (index, box) in boxes.enumerated() {
      // An ICC `colr` and an `nclx` one are both reported: they say different things.
      let key = box.type == "colr" ? "colr" + TextDecoding.text(box.payload.prefix(4)) : box.type
      if let current = chosen[key] {
        if !primary.contains(current + 1) && primary.contains(index + 1) { chosen[key] = index }
      } else {
        chosen[key] = index
      }
    }
    return chosen.values.sorted().map { boxes[$0] }
  }

  /// The tags of one property; `allTags` adds those `inspect` does not need.
  static func tags(_ box: HEIFPropertyBox, allTags: Bool) -> [MetadataTag] {
    var cursor = ByteCursor(box.payload)
    func tag(_ name: String, _ value: MetadataValue) -> MetadataTag {
      MetadataTag(group: group, name: name, value: value)
    }
    switch box.type {
    case "ispe":
      guard cursor.u32() != nil, let width = cursor.u32(), let height = cursor.u32() else { return [] }
      return [tag("ImageSpatialExtent", .text("\(width) \(height)"))]
    case "auxC":
      guard cursor.u32() != nil, let urn = cursor.cString() else { return [] }
      return [tag("AuxiliaryImageType", .text(urn))]
    case _ where !allTags:
      return []
    case "hvcC":
      return HEIFCodecConfiguration.hevc(box.payload).map { tag($0.0, $0.1) }
    case "av1C":
      return HEIFCodecConfiguration.av1(box.payload).map { tag($0.0, $0.1) }
    case "colr":
      guard let kind = cursor.fourCC() else { return [] }
      var tags = [tag("ColorProfiles", .text(kind))]
      if kind == "nclx", let primaries = cursor.u16(), let transfer = cursor.u16(), let matrix = cursor.u16(),
        let range = cursor.u8()
      {
        tags += [
          tag("ColorPrimaries", .integer(Int64(primaries))), tag("TransferCharacteristics", .integer(Int64(transfer))),
          tag("MatrixCoefficients", .integer(Int64(matrix))), tag("VideoFullRangeFlag", .integer(Int64(range >> 7))),
        ]
      }
      return tags
    case "pixi":
      guard cursor.u32() != nil, let channels = cursor.u8() else { return [] }
      let depths = (0..<Int(channels)).compactMap { _ in cursor.u8() }.map(String.init)
      return [
        tag(
          "ImagePixelDepth", depths.count == 1 ? .integer(Int64(depths[0]) ?? 0) : .text(depths.joined(separator: " ")))
      ]
    case "irot":
      guard let angle = cursor.u8() else { return [] }
      return [tag("Rotation", .integer(Int64(angle & 3) * 90))]
    case "pasp":
      guard let horizontal = cursor.u32(), let vertical = cursor.u32() else { return [] }
      return [tag("PixelAspectRatio", .text("\(horizontal) \(vertical)"))]
    case "clap":
      let values = (0..<8).compactMap { _ in cursor.u32() }
      guard values.count == 8 else { return [] }
      let width = Double(values[0]) / Double(max(values[1], 1))
      let height = Double(values[2]) / Double(max(values[3], 1))
      let horizontal = Double(Int32(bitPattern: values[4])) / Double(max(values[5], 1))
      let vertical = Double(Int32(bitPattern: values[6])) / Double(max(values[7], 1))
      let text = [width, height, horizontal, vertical].map { NumberFormatting.text($0, significantDigits: 10) }
      return [tag("CleanAperture", .text(text.joined(separator: " ")))]
    case _ where unknownTypes.contains(box.type):
      let value: MetadataValue = box.payload.isEmpty ? .text("") : .binary(byteCount: box.payload.count)
      return [tag("Unknown_" + box.type, value)]
    default:
      return []
    }
  }

  /// Property types ExifTool 12.57 has no name for and lists with `-u` as
  /// `Unknown_<type>` (ISO/IEC 23001-17 uncompressed-image properties, the
  /// mirror, item-compression and AVC, VVC and JPEG 2000 configurations
  /// seen in the corpus).
  static let unknownTypes: Set<String> = ["uncC", "cmpd", "cmpC", "imir", "icef", "avcC", "vvcC", "j2kH"]
}
