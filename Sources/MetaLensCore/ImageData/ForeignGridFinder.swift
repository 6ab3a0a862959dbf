/// Finds a compact region whose pixels carry an 8 × 8 block grid off the
/// picture's own: a piece of another JPEG pasted off the grid and saved
/// again, whose old block edges show at one column and one row inside this
/// grid's blocks (non-aligned double compression: Li, Yuan & Yu 2009,
/// "Passive detection of doctored JPEG image via block artifact grid
/// extraction", Signal Processing 89(9); Bianchi & Piva 2012, IEEE TIFS
/// 7(3), section IV, on why the shifted grid survives a second save).
///
/// A tile's edge strength at each column k (1–7) inside its blocks is
/// divided by the whole picture's at k, so that the shape every picture's
/// blocks give cancels (the cosines' slopes are not flat across a block),
/// and scaled to a mean of 1: a tile without a foreign grid is flat near 1,
/// a tile with one stands out at one k. The column and the row most tiles
/// stand out at (judged 5 × 5 tiles at a time) are the foreign grid's
/// offset; the region is the largest compact set of tiles standing out at
/// both (judged 3 × 3 at a time), in a background that does not.
///
/// Tuned on the corpus (`PastedRegionTests`, `ForeignGridFinderTests`): no
/// region on any of the 191 camera originals (the strongest candidate there
/// reaches 45, the least strength that counts is 60).
struct ForeignGridFinder {
  let profile: BlockGridProfile

  /// A tile's mean edge strength inside its blocks, in grey levels, below
  /// which it is too flat to judge.
  static let minimumActivity: Float = 0.5
  /// How far a tile must stand out at an offset (its normalised strength
  /// there over the median of the other columns, minus 1) to vote for it,
  /// and to belong to a region once the offsets are known.
  static let voteThreshold: Float = 0.25
  static let regionThreshold: Float = 0.2
  /// Tiles pooled on each side of a tile to vote, and to score.
  static let voteRadius = 2
  static let scoreRadius = 1
  /// Tiles judged before a region is looked for; the smallest region (in
  /// tiles, and tenths of a percent of the picture), and the votes an
  /// offset needs.
  static let minimumJudged = 48
  static let minimumTiles = 12
  static let minimumPermille = 15
  /// The longest side of a region's box over its shortest: a longer strip
  /// is a line of text a camera drew in (a trail camera's banner on the
  /// corpus: its glyphs' edges repeat every 8 pixels), not a pasted piece.
  static let maximumElongation = 4
  /// The least strength of a region (see `ForeignGridRegion.strength`).
  static let minimumStrength = 60

  /// The region, when one is large, compact and clear enough.
  func find() -> ForeignGridRegion? {
    guard let region = strongest(), region.strength >= Self.minimumStrength else { return nil }
    return region
  }

  /// One axis's standing-out per tile (axis 0: columns, 1: rows), pooled
  /// over `radius` tiles each side: for each offset k (1–7), how far the
  /// tile's normalised strength at k exceeds the median of the others, or
  /// nil for a tile too flat to judge.
  func excess(axis: Int, radius: Int) -> [[Float]?] {
    let (columns, rows, values) = (profile.columns, profile.rows, BlockGridProfile.values)
    let base = axis * 8
    var global = [Float](repeating: 0, count: 8)
    for tile in 0..<(columns * rows) {
      for k in 1..<8 { global[k] += profile.sums[tile * values + base + k] }
    }
    var result = [[Float]?](repeating: nil, count: columns * rows)
    guard (1..<8).allSatisfy({ global[$0] > 0 }) else { return result }
    for y in 0..<rows {
      for x in 0..<columns {
        var sums = [Float](repeating: 0, count: 8)
        var blocks = 0
        for ny in max(0, y - radius)...min(rows - 1, y + radius) {
          for nx in max(0, x - radius)...min(columns - 1, x + radius) {
            let tile = ny * columns + nx
            blocks += Int(profile.blocks[tile])
            for k in 1..<8 { sums[k] += profile.sums[tile * values + base + k] }
          }
        }
        let total = sums.reduce(0, +)
        guard blocks > 0, total / Float(blocks * 8 * 7) >= Self.minimumActivity else { continue }
        let normalised = (1..<8).map { sums[$0] / global[$0] }
        let mean = normalised.reduce(0, +) / 7
        guard mean > 0 else { continue }
        let scaled = normalised.map { $0 / mean }
        result[y * columns + x] = (0..<7).map { k in
          var others = scaled
          others.remove(at: k)
          others.sort()
          return scaled[k] / max((others[2] + others[3]) / 2, 1e-3) - 1
        }
      }
    }
    return result
  }

  /// The offset (1–7) most judged tiles stand out at, or nil when none
  /// gathers `minimumTiles` votes.
  static func offset(_ excess: [[Float]?]) -> Int? {
    var votes = [Int](repeating: 0, count: 7)
    for case let tile? in excess {
      guard let peak = tile.indices.max(by: { tile[$0] < tile[$1] }), tile[peak] > voteThreshold else { continue }
      votes[peak] += 1
    }
    guard let best = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[best] >= minimumTiles else { return nil }
    return best + 1
  }
}
