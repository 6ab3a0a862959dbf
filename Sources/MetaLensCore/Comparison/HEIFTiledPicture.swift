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
/// Bounded before a tile is decoded: the grid's picture at most
/// `maxTiledPixels`, and its tiles too (every tile must declare the first
/// one's size, as §6.6.2.3 asks, and counts as at least
/// `minimumTilePixels`, for libheif's own cost of opening each), their
/// coded data at most `maxTiledBytes` in all (tiles may share bytes) and
/// `maxTileBytes` each, no two tiles on the same data, the tiles covering
/// the picture, and libheif on the
/// calling thread within `HEIFPictureDecoder.maxSide` a side. A tile that
/// decodes to another size than it declares ends the drawing.
enum HEIFTiledPicture {
  /// The most pixels the grid and its tiles may hold (a gigapixel, as
  /// `PNGPictureDecoder.maxStreamedPixels`).
  static let maxTiledPixels = 1_000_000_000
  /// The most coded bytes one tile may hold, and the tiles in all.
  static let maxTileBytes = 64 << 20
  static let maxTiledBytes = 1 << 30
  /// What a tile counts for in the budget however small it is: a 256 × 256
  /// tile's pixels.
  static let minimumTilePixels = 65_536

  /// The grid's picture at most `size` pixels a side, with the grid's
  /// declared size; nil when the primary image is not a grid (the caller
  /// then says it is over the limit).
  static func grey(_ bytes: [UInt8], size: Int) -> Result<HEIFPictureDecoder.Decoded, HEIFPictureDecoder.Refusal>? {
    var window = MemoryWindow(bytes)
    guard let top = try? ISOBMFFTopLevel.scan(&window), let header = top.meta,
      let payload = window.read(at: header.payloadOffset, count: Int(header.payloadSize))
    else { return nil }
    var parser = HEIFMetaParser()
    let meta = parser.parse(payload[...], fileOffset: header.payloadOffset)
    guard let primary = meta.primaryItemID, let item = meta.items.first(where: { $0.id == primary }),
      item.type == "grid"
    else { return nil }
    let tiles: [HEIFItem]
    let grid: HEIFGridLayout
    let tileSize: (width: Int, height: Int)
    switch Self.tiles(of: item, meta: meta, window: &window) {
    case .success(let found): (grid, tileSize, tiles) = found
    case .failure(let refusal): return .failure(refusal)
    }
    let boxes = meta.propertyBoxes(of: primary)
    var sums = BoxSums(width: grid.width, height: grid.height, size: size, reversed: Self.reversedAxes(by: boxes))
    for (index, tile) in tiles.enumerated() {
      // Read as it is decoded, so that one tile's data is held at a time.
      let read = try? HEIFItemData(maxLength: maxTileBytes).read(tile, meta: meta, window: &window)
      guard case .data(let data, _)? = read else {
        return .failure(.decoder("the grid's tile \(tile.id) has no data within \(maxTileBytes >> 20) MiB"))
      }
      // The first codec configuration and the first ispe: an item holds one
      // of each (a second would make a malformed `ipma` past 127).
      let properties = meta.propertyBoxes(of: tile.id)
      let kept = [properties.first { $0.type == "hvcC" || $0.type == "av1C" }, properties.first { $0.type == "ispe" }]
      let file = HEIFTileFile(
        itemType: tile.type, properties: kept.compactMap { $0 }.map(HEIFTileFile.whole), data: data)
      let origin = (x: index % grid.columns * tileSize.width, y: index / grid.columns * tileSize.height)
      let added = HEIFPictureDecoder.withLuma(of: file.bytes) { plane, width, height, stride -> Bool in
        guard width == tileSize.width, height == tileSize.height else { return false }
        sums.add(plane, width: width, height: height, stride: stride, at: origin)
        return true
      }
      switch added {
      case .failure(let refusal): return .failure(refusal)
      case .success(false):
        return .failure(
          .decoder(
            "the grid's tile \(index + 1) does not decode to the \(tileSize.width) × "
              + "\(tileSize.height) pixels it declares"))
      case .success(true): continue
      }
    }
    let picture = Self.transformed(sums.picture(), by: boxes)
    return .success(
      HEIFPictureDecoder.Decoded(
        grey: picture, declared: (grid.width, grid.height, picture.width, picture.height), source: .heifTiles))
  }

  /// The grid's layout, its tiles' size and its tile items, or why not,
  /// every bound checked before any tile is read or decoded.
  private static func tiles(of item: HEIFItem, meta: HEIFMetaBox, window: inout MemoryWindow)
    -> Result<(HEIFGridLayout, (width: Int, height: Int), [HEIFItem]), HEIFPictureDecoder.Refusal>
  {
    guard case .data(let description, _)? = try? HEIFItemData(maxLength: 16).read(item, meta: meta, window: &window),
      let grid = HEIFGridLayout(description)
    else { return .failure(.decoder("the grid item's description is unreadable")) }
    let ids = meta.references.first { $0.type == "dimg" && $0.from == item.id }?.to ?? []
    guard ids.count == grid.rows * grid.columns, let first = ids.first else {
      return .failure(.decoder("the grid names \(ids.count) tiles for \(grid.rows) × \(grid.columns)"))
    }
    guard grid.width <= maxTiledPixels / grid.height else {
      return .failure(.overLimit(width: grid.width, height: grid.height, limit: maxTiledPixels))
    }
    let side = Int64(HEIFPictureDecoder.maxSide)
    guard let size = meta.spatialExtent(of: first), size.width > 0, size.height > 0, size.width <= side,
      size.height <= side, ids.allSatisfy({ meta.spatialExtent(of: $0) == size })
    else { return .failure(.decoder("the grid's tiles do not all declare one size within \(side) pixels a side")) }
    let tileSize = (width: Int(size.width), height: Int(size.height))
    guard grid.columns * tileSize.width >= grid.width, grid.rows * tileSize.height >= grid.height else {
      return .failure(.decoder("the grid's tiles do not cover its \(grid.width) × \(grid.height) pixels"))
    }
    guard max(tileSize.width * tileSize.height, minimumTilePixels) <= maxTiledPixels / ids.count else {
      return .failure(
        .limit(
          "its \(ids.count) tiles of \(tileSize.width) × \(tileSize.height) pixels are more to decode than the "
            + "\(maxTiledPixels / 1_000_000)-megapixel budget for a grid"))
    }
    let items = Dictionary(meta.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var tiles: [HEIFItem] = []
    var total: UInt64 = 0
    var starts: [HEIFItemLocation.Start: UInt32] = [:]
    for id in ids {
      guard let tile = items[id], tile.type == "hvc1" || tile.type == "av01" else {
        return .failure(.decoder("the grid's tile \(id) is not an HEVC or AV1 image item"))
      }
      // No encoder lays two tiles on one piece of data; a crafted grid of
      // 729 tiles over one 31 KB block would decode it 729 times.
      if let start = tile.location?.start, let other = starts.updateValue(id, forKey: start) {
        return .failure(.decoder("the grid's tiles \(other) and \(id) share their coded data, which no encoder writes"))
      }
      // Counted from `iloc` before any is read: tiles may share bytes.
      total += min(tile.location?.length ?? .max, UInt64(maxTiledBytes) + 1)
      guard total <= UInt64(maxTiledBytes) else {
        return .failure(.limit("its tiles hold more than the \(maxTiledBytes >> 20) MiB of coded data read for a grid"))
      }
      tiles.append(tile)
    }
    return .success((grid, tileSize, tiles))
  }

  /// Which of the stored picture's axes the grid's transforms reverse on
  /// the screen (found by turning a 2 × 2 picture of 0, 1, 2, 3).
  private static func reversedAxes(by boxes: [HEIFPropertyBox]) -> (x: Bool, y: Bool) {
    let probe = transformed(ThumbnailComparer.Grey(width: 2, height: 2, pixels: [0, 1, 2, 3]), by: boxes)
    func place(_ value: UInt8) -> Int { probe.pixels.firstIndex(of: value) ?? 0 }
    // Moving along a stored axis moves to an earlier place on the screen.
    return (place(1) < place(0), place(2) < place(0))
  }

  /// `picture` turned (`irot`: quarter turns anticlockwise) and mirrored
  /// (`imir`) in the order the grid's properties list them. `imir`'s bit 0
  /// as libheif, iPhones and ISO/IEC 23008-12 Amd 2 read it (the `mode`
  /// that replaced the 2017 text's ambiguous `axis`: MPEGGroup/FileFormat
  /// issue 22, libavif PR 665): 0 swaps top and bottom, 1 left and right.
  /// libheif's whole decode of a grid agrees (`CompareHEIFTilesTests`).
  private static func transformed(
    _ picture: ThumbnailComparer.Grey, by boxes: [HEIFPropertyBox]
  ) -> ThumbnailComparer.Grey {
    var picture = picture
    for box in boxes {
      guard let first = box.payload.first else { continue }
      switch box.type {
      case "irot": picture = ThumbnailComparer.rotate(picture, quarterTurns: (4 - Int(first & 3)) % 4)
      // Top and bottom swapped: half a turn, then left and right.
      case "imir": picture = CropSearch.orient(picture, quarterTurns: first & 1 == 0 ? 2 : 0, mirrored: true)
      default: continue
      }
    }
    return picture
  }
}
