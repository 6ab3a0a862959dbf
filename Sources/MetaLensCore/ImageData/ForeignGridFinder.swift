/// Finds a compact region whose pixels carry an 8 × 8 block grid off the
/// picture's own: a piece of another JPEG pasted off the grid and saved
/// again, which shows as block edges at one column and one row inside this
/// grid's blocks (non-aligned double compression: Li, Yuan & Yu 2009,
/// "Passive detection of doctored JPEG image via block artifact grid
/// extraction", Signal Processing 89(9); Bianchi & Piva 2012, IEEE TIFS
/// 7(3), section IV, on why the shifted grid survives a second save).
///
/// Each tile is judged with its eight neighbours. Their steps at each column
/// k (1–7) inside the blocks are divided by the whole picture's at k, so
/// that the shape every picture's blocks give (the cosines' slopes are not
/// flat across a block) cancels, and scaled to a mean of 1: a tile without
/// a foreign grid is flat near 1, a tile with one stands out at one k. The
/// column and row most tiles stand out at are the foreign grid's offset;
/// a region is the largest compact set of tiles standing out there, in a
/// background that does not.
struct ForeignGridFinder {
  let profile: BlockGridProfile

  /// A tile's mean step inside its blocks, in grey levels, below which it is
  /// too flat to judge.
  static let minimumActivity: Float = 0.5
  /// How far a tile must stand out at the offset (its normalised step there
  /// over the median of the others, minus 1) to be marked.
  static let threshold: Float = 0.35
  /// Tiles judged before a region is looked for, and the smallest region
  /// (tenths of a percent of the picture, and tiles).
  static let minimumJudged = 48
  static let minimumPermille = 15
  static let minimumTiles = 12
  /// The longest side of a region's box over its shortest: a longer strip
  /// is a line of text a camera or an app drew in (a trail camera's banner,
  /// measured on the corpus: its glyphs' edges repeat every 8 pixels), not
  /// a pasted piece.
  static let maximumElongation = 4
  /// How much further a tile must stand out when only one axis has an offset.
  static let singleAxisFactor: Float = 3
  /// The least strength of a region (see `ForeignGridRegion.strength`).
  static let minimumStrength = 40

  /// One axis's standing-out per tile: for each offset k (1–7), how far the
  /// tile's normalised step at k exceeds the median of the others, or nil
  /// for a tile too flat to judge.
  func excess(axis: Int) -> [[Float]?] {
    let (columns, rows, values) = (profile.columns, profile.rows, BlockGridProfile.values)
    let base = axis * 8
    var global = [Float](repeating: 0, count: 8)
    for tile in 0..<(columns * rows) {
      for k in 1..<8 { global[k] += profile.sums[tile * values + base + k] }
    }
    guard (1..<8).allSatisfy({ global[$0] > 0 }) else { return Array(repeating: nil, count: columns * rows) }
    var result = [[Float]?](repeating: nil, count: columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        var sums = [Float](repeating: 0, count: 8)
        var blocks = 0
        for ny in max(0, y - 1)...min(rows - 1, y + 1) {
          for nx in max(0, x - 1)...min(columns - 1, x + 1) {
            let tile = ny * columns + nx
            blocks += Int(profile.blocks[tile])
            for k in 1..<8 { sums[k] += profile.sums[tile * values + base + k] }
          }
        }
        let total = (1..<8).map { sums[$0] }.reduce(0, +)
        guard blocks > 0, total / Float(blocks * 8 * 7) >= Self.minimumActivity else { continue }
        let normalised = (1..<8).map { sums[$0] / global[$0] }
        let mean = normalised.reduce(0, +) / 7
        guard mean > 0 else { continue }
        let scaled = normalised.map { $0 / mean }
        result[y * columns + x] = (0..<7).map { k in
          var others = scaled
          others.remove(at: k)
          others.sort()
          return scaled[k] / max(others[3], 1e-3) - 1
        }
      }
    }
    return result
  }

  /// The offset (1–7) most judged tiles stand out at on `excess`, with their
  /// count, or nil when no offset gathers `minimumTiles`.
  static func offset(_ excess: [[Float]?]) -> (Int, Int)? {
    var votes = [Int](repeating: 0, count: 7)
    for case let tile? in excess {
      guard let peak = tile.indices.max(by: { tile[$0] < tile[$1] }), tile[peak] > threshold else { continue }
      votes[peak] += 1
    }
    guard let best = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[best] >= minimumTiles else {
      return nil
    }
    return (best + 1, votes[best])
  }
}

extension ForeignGridFinder {
  /// The region, when one is large, compact and clear enough.
  func find() -> ForeignGridRegion? {
    guard let (region, _) = strongest(), region.strength >= Self.minimumStrength else { return nil }
    return region
  }

  /// The largest region standing out at the picture's foreign offset, with
  /// its tile count, before the strength test.
  func strongest() -> (ForeignGridRegion, Int)? {
    let (columns, rows) = (profile.columns, profile.rows)
    guard columns > 0, rows > 0 else { return nil }
    let across = excess(axis: 0)
    let down = excess(axis: 1)
    let column = Self.offset(across)
    let row = Self.offset(down)
    guard column != nil || row != nil else { return nil }
    // With both offsets a tile's score is the mean of its two; with one,
    // it must stand out twice as far.
    let scores: [Float?] = (0..<(columns * rows)).map { tile in
      switch (column, row) {
      case let ((k, _)?, (l, _)?):
        guard let a = across[tile], let d = down[tile] else { return nil }
        return (a[k - 1] + d[l - 1]) / 2
      case let ((k, _)?, nil): return across[tile].map { $0[k - 1] / Self.singleAxisFactor }
      case let (nil, (l, _)?): return down[tile].map { $0[l - 1] / Self.singleAxisFactor }
      case (nil, nil): return nil
      }
    }
    let judged = scores.compactMap { $0 }
    guard judged.count >= Self.minimumJudged else { return nil }
    let background = judged.sorted()[judged.count / 2]
    let marked = scores.map { ($0 ?? 0) > Self.threshold }
    let (tiles, box) = TileComponents.largest(marked, columns: columns, rows: rows)
    let permille = tiles * 1000 / (columns * rows)
    let (x0, y0, x1, y1) = box
    let (boxWidth, boxHeight) = (x1 - x0 + 1, y1 - y0 + 1)
    guard tiles >= Self.minimumTiles, permille >= Self.minimumPermille, tiles * 3 >= boxWidth * boxHeight,
      tiles * 2 <= judged.count, boxWidth <= Self.maximumElongation * boxHeight,
      boxHeight <= Self.maximumElongation * boxWidth
    else { return nil }
    var inside: Float = 0
    for y in y0...y1 {
      for x in x0...x1 where marked[y * columns + x] { inside += scores[y * columns + x] ?? 0 }
    }
    let strength = Int((100 * (inside / Float(tiles) - background)).rounded())
    func share(_ tile: Int, _ of: Int) -> Int { min(1000, tile * 1000 / of) }
    return (
      ForeignGridRegion(
        x: share(x0, columns), y: share(y0, rows), width: share(x1 + 1, columns) - share(x0, columns),
        height: share(y1 + 1, rows) - share(y0, rows), permille: permille, column: column?.0 ?? 0,
        row: row?.0 ?? 0, strength: max(0, strength)),
      tiles
    )
  }
}
