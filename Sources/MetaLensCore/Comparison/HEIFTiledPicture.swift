/// A HEIF grid over the decode limit, and without a thumbnail, drawn tile by
/// tile (issue 30: "pictures over the existing pixel limit are compared at
/// reduced scale"). libheif 1.15 decodes a grid whole, and HEVC has no
/// reduced decode; but a grid's tiles are images of their own (ISO/IEC
/// 23008-12 §6.6.2.3), each a few hundred pixels a side on phones and
/// cameras. metalens's own walker finds them (`HEIFMetaParser`: the grid's
/// `dimg` references, each tile's `hvcC` or `av1C`, `ispe` and data), hands
/// each to libheif as a file of its own (`HEIFTileFile`), and adds its luma
/// into the small picture's box sums at the tile's place, so that no more
/// than one tile is ever held. The grid's `irot` and `imir` are applied to
/// the small picture as libheif applies them; `clap` (a crop) is not, so the
/// picture may show a few more rows or columns than a viewer does.
///
/// Bounded before a tile is decoded: the grid's output and its tiles
/// together at most `maxTiledPixels` (work; a tile counted as at least
/// `minimumTilePixels`, for libheif's own cost of opening each), each tile
/// within `HEIFPictureDecoder.maxSide` a side and its data within
/// `maxTileBytes`, and libheif on the calling thread.
enum HEIFTiledPicture {
  /// The most pixels the tiles may hold in all (a gigapixel, as
  /// `PNGPictureDecoder.maxStreamedPixels`).
  static let maxTiledPixels = 1_000_000_000
  /// The most coded bytes one tile may hold.
  static let maxTileBytes = 64 << 20
  /// What a tile counts for in the budget however small it is: a 256 × 256
  /// tile's pixels.
  static let minimumTilePixels = 65_536

  /// The grid's picture at most `size` pixels a side, with the grid's
  /// declared size; nil when the primary image is not a grid (the caller
  /// then says it is over the limit).
  static func grey(_ bytes: [UInt8], size: Int) -> Result<HEIFPictureDecoder.Decoded, HEIFPictureDecoder.Refusal>? {
    var window = MemoryWindow(bytes)
    guard let top = try? ISOBMFFTopLevel.scan(&window), let header = top.meta,
      let payload = try? window.read(at: header.payloadOffset, count: Int(header.payloadSize))
    else { return nil }
    var parser = HEIFMetaParser()
    let meta = parser.parse(payload[...], fileOffset: header.payloadOffset)
    guard let primary = meta.primaryItemID, let item = meta.items.first(where: { $0.id == primary }),
      item.type == "grid"
    else { return nil }
    guard case .data(let description, _)? = try? HEIFItemData(maxLength: 16).read(item, meta: meta, window: &window),
      let grid = HEIFGridLayout(description)
    else { return .failure(.decoder("the grid item's description is unreadable")) }
    let tiles = meta.references.first { $0.type == "dimg" && $0.from == primary }?.to ?? []
    guard tiles.count == grid.rows * grid.columns, let first = tiles.first else {
      return .failure(.decoder("the grid names \(tiles.count) tiles for \(grid.rows) × \(grid.columns)"))
    }
    let side = Int64(HEIFPictureDecoder.maxSide)
    guard let tileSize = meta.spatialExtent(of: first), tileSize.width > 0, tileSize.height > 0,
      tileSize.width <= side, tileSize.height <= side
    else { return .failure(.decoder("the grid's first tile declares no size within \(side) pixels a side")) }
    let (tileWidth, tileHeight) = (Int(tileSize.width), Int(tileSize.height))
    guard grid.width <= maxTiledPixels / grid.height,
      max(tileWidth * tileHeight, minimumTilePixels) <= maxTiledPixels / tiles.count
    else { return .failure(.overLimit(width: grid.width, height: grid.height, limit: maxTiledPixels)) }
    let items = Dictionary(meta.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var sums = BoxSums(width: grid.width, height: grid.height, size: size)
    for (index, id) in tiles.enumerated() {
      guard let tile = items[id], tile.type == "hvc1" || tile.type == "av01" else {
        return .failure(.decoder("the grid's tile \(id) is not an HEVC or AV1 image item"))
      }
      let properties = meta.propertyBoxes(of: id).filter { ["hvcC", "av1C", "ispe"].contains($0.type) }
      let read = try? HEIFItemData(maxLength: maxTileBytes).read(tile, meta: meta, window: &window)
      guard case .data(let data, _)? = read else {
        return .failure(.decoder("the grid's tile \(id) has no data within \(maxTileBytes >> 20) MiB"))
      }
      let file = HEIFTileFile(
        itemType: tile.type,
        properties: properties.sorted { $0.type != "ispe" && $1.type == "ispe" }.map(Self.whole),
        data: data)
      let origin = (x: index % grid.columns * tileWidth, y: index / grid.columns * tileHeight)
      let added = HEIFPictureDecoder.withLuma(of: file.bytes) { plane, width, height, stride in
        sums.add(plane, width: min(width, tileWidth), height: min(height, tileHeight), stride: stride, at: origin)
      }
      if case .failure(let refusal) = added { return .failure(refusal) }
    }
    let picture = Self.transformed(sums.picture(), by: meta.propertyBoxes(of: primary))
    return .success(
      HEIFPictureDecoder.Decoded(
        grey: picture, declared: (grid.width, grid.height, picture.width, picture.height), source: .heifTiles))
  }

  /// A property box whole, as `ipco` held it.
  private static func whole(_ box: HEIFPropertyBox) -> [UInt8] {
    let size = UInt32(clamping: box.payload.count + 8)
    return (0..<4).map { UInt8(size >> (24 - 8 * UInt32($0)) & 0xFF) } + Array(box.type.utf8) + Array(box.payload)
  }

  /// `picture` turned (`irot`: quarter turns anticlockwise) and mirrored
  /// (`imir`: axis 0 the vertical one, left and right swapped) in the order
  /// the grid's properties list them.
  private static func transformed(
    _ picture: ThumbnailComparer.Grey, by boxes: [HEIFPropertyBox]
  ) -> ThumbnailComparer.Grey {
    var picture = picture
    for box in boxes {
      guard let first = box.payload.first else { continue }
      switch box.type {
      case "irot": picture = ThumbnailComparer.rotate(picture, quarterTurns: (4 - Int(first & 3)) % 4)
      case "imir": picture = mirrored(picture, leftRight: first & 1 == 0)
      default: continue
      }
    }
    return picture
  }

  private static func mirrored(_ picture: ThumbnailComparer.Grey, leftRight: Bool) -> ThumbnailComparer.Grey {
    var pixels = picture.pixels
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        let (fromX, fromY) = leftRight ? (picture.width - 1 - x, y) : (x, picture.height - 1 - y)
        pixels[y * picture.width + x] = picture[fromX, fromY]
      }
    }
    return ThumbnailComparer.Grey(width: picture.width, height: picture.height, pixels: pixels)
  }
}
