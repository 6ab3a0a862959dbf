/// One tile of a HEIF grid as a HEIF file of its own, in memory: `ftyp`, a
/// `meta` box whose one item is the tile (its type, its codec configuration
/// `hvcC` or `av1C` and its `ispe`, copied as the grid's file holds them) and
/// an `mdat` with the tile's coded data. libheif 1.15 gives no handle for a
/// grid's tiles (`heif_context_get_image_handle` on a tile's ID answers
/// "Non-existing item ID referenced": it lists only top-level images), so
/// `HEIFTiledPicture` hands it each tile this way. The boxes are the least
/// ISO/IEC 23008-12 asks of an image item (§9.3: `hdlr`, `pitm`, `iinf`,
/// `iloc`, `iprp`).
struct HEIFTileFile {
  /// The tile's item type (`hvc1`, `av01`).
  let itemType: String
  /// The tile's codec configuration box and `ispe`, whole (header included).
  let properties: [[UInt8]]
  /// The tile's coded data, its extents joined.
  let data: [UInt8]

  /// The file's bytes.
  var bytes: [UInt8] {
    let brand = itemType == "av01" ? "avif" : "heic"
    let fileType = Self.box("ftyp", Self.fourCC(brand) + [0, 0, 0, 0] + Self.fourCC("mif1") + Self.fourCC(brand))
    // The data's offset is known once the `meta` box's size is, and that
    // size does not depend on the offset's value (a fixed 32-bit field).
    let withoutOffset = meta(dataOffset: 0)
    let offset = fileType.count + withoutOffset.count + 8
    return fileType + meta(dataOffset: UInt32(clamping: offset)) + Self.box("mdat", data)
  }

  private func meta(dataOffset: UInt32) -> [UInt8] {
    let handler = Self.fullBox("hdlr", [0, 0, 0, 0] + Self.fourCC("pict") + [UInt8](repeating: 0, count: 12) + [0])
    let primary = Self.fullBox("pitm", Self.be16(1))
    let entry = Self.fullBox("infe", version: 2, Self.be16(1) + Self.be16(0) + Self.fourCC(itemType) + [0])
    let infos = Self.fullBox("iinf", Self.be16(1) + entry)
    // iloc version 0: 32-bit offsets and lengths, no base offset; one item,
    // one extent.
    let location = Self.fullBox(
      "iloc",
      [0x44, 0x00] + Self.be16(1) + Self.be16(1) + Self.be16(0) + Self.be16(1) + Self.be32(dataOffset)
        + Self.be32(UInt32(clamping: data.count)))
    // Every property associated with item 1, the first (the codec
    // configuration) marked essential.
    let indexes = properties.indices.map { UInt8($0 + 1) | ($0 == 0 ? 0x80 : 0) }
    let associations = Self.fullBox("ipma", Self.be32(1) + Self.be16(1) + [UInt8(properties.count)] + indexes)
    let itemProperties = Self.box("iprp", Self.box("ipco", properties.flatMap { $0 }) + associations)
    return Self.fullBox("meta", handler + primary + infos + location + itemProperties)
  }

  /// A property box whole, as `ipco` held it.
  static func whole(_ property: HEIFPropertyBox) -> [UInt8] { box(property.type, Array(property.payload)) }

  private static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(UInt32(clamping: payload.count + 8)) + fourCC(type) + payload
  }

  private static func fullBox(_ type: String, version: UInt8 = 0, _ payload: [UInt8]) -> [UInt8] {
    box(type, [version, 0, 0, 0] + payload)
  }

  private static func fourCC(_ code: String) -> [UInt8] { Array(code.utf8.prefix(4)) }
  private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  private static func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * UInt32($0)) & 0xFF) } }
}
