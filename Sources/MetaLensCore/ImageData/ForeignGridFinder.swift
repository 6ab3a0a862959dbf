/// Finds a compact region whose blocks keep another JPEG's 8 × 8 grid, off
/// the picture's own: a piece of another JPEG pasted off the grid and saved
/// again (non-aligned double compression; Bianchi & Piva 2012, "Image
/// forgery localization via block-grained analysis of JPEG artifacts",
/// IEEE TIFS 7(3), section IV).
///
/// On the grid a piece was first saved on, its blocks' DC values lie near
/// multiples of that save's DC step, and stay near them through a second
/// save whose own steps are finer; on any other grid they do not
/// (`ShiftedGridScores`). A tile's score at a shift is its periodicity there
/// less the median of its periodicity over all 63 shifts, which cancels
/// flat and clipped tiles (periodic at every shift). The shift most tiles
/// stand out at is the piece's; its region is the largest 4-connected set
/// of tiles standing out there.
///
/// Measured by a feasibility study (docs/research/nadjpg-study.md): the
/// threshold is the 99.5th percentile of the scores on camera originals;
/// the region gate (8 tiles) was passed by 45 of 48 pastes and by none of
/// 35 pictures without one, where the largest set was 3 tiles.
struct ForeignGridFinder {
  let scores: ShiftedGridScores

  /// A tile stands out at a shift above this score.
  static let threshold: Float = 0.252
  /// The least tiles in a region, and in one whose shift is along one axis.
  static let minimumTiles = 8
  static let minimumTilesOneAxis = 16

  /// Each tile's 63 scores less their median, flat as `scores.scores`; a
  /// tile without blocks is -infinity throughout, standing out nowhere.
  /// One buffer and a counting selection, not an array and a sort a tile:
  /// sorting 12,000 tiles' scores cost 14 ms of a 12 MP analysis.
  func contrasts() -> [Float] {
    let shifts = ShiftedGridScores.shifts
    var contrasts = scores.scores
    var scratch = [Float](repeating: 0, count: shifts)
    contrasts.withUnsafeMutableBufferPointer { all in
      scratch.withUnsafeMutableBufferPointer { scratch in
        for tile in 0..<(scores.columns * scores.rows) {
          let values = UnsafeMutableBufferPointer(rebasing: all[(tile * shifts)..<((tile + 1) * shifts)])
          guard values.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
            values.update(repeating: -Float.infinity)
            continue
          }
          let median = Self.select(shifts / 2, in: values, scratch: scratch)
          for index in values.indices { values[index] -= median }
        }
      }
    }
    return contrasts
  }

  /// The value that would stand at `rank` were `values` sorted, for values
  /// in 0...1 (a tile's scores): counted into 64 buckets, then the few in
  /// the rank's bucket sorted in `scratch`. A selection by comparisons
  /// mispredicted its way to 10 ms over a 12 MP picture's 12,000 tiles.
  static func select(
    _ rank: Int, in values: UnsafeMutableBufferPointer<Float>, scratch: UnsafeMutableBufferPointer<Float>
  ) -> Float {
    let buckets = 64
    func bucket(_ value: Float) -> Int { min(buckets - 1, max(0, Int(value * Float(buckets)))) }
    // On the stack: not a heap array for each of a 12 MP picture's 12,000 tiles.
    let (chosen, below) = withUnsafeTemporaryAllocation(of: Int.self, capacity: buckets) { counts in
      counts.initialize(repeating: 0)
      for value in values { counts[bucket(value)] += 1 }
      var (chosen, below) = (0, 0)
      while below + counts[chosen] <= rank {
        below += counts[chosen]
        chosen += 1
      }
      return (chosen, below)
    }
    var found = 0
    for value in values where bucket(value) == chosen {
      scratch[found] = value
      found += 1
    }
    var within = UnsafeMutableBufferPointer(rebasing: scratch[0..<found])
    within.sort()
    return within[rank - below]
  }

  /// Whether a shift (1–63) is judged: not one of the eight a pixel off the
  /// picture's own grid (row and column offsets each 7, 0 or 1). Where the
  /// picture is smooth, a window a pixel off a block still holds nearly that
  /// block's DC value, a multiple of the file's own DC step, and the file's
  /// own grid shows there: on three corpus camera originals (a Reconyx HF2
  /// as it came, an HP PhotoSmart 735 and a Nikon E990 saved again whole)
  /// a band of up to 7% of the tiles stood out, at (0, 7) or (7, 0). A
  /// piece pasted a pixel off the grid goes unseen.
  static func isJudged(_ shift: Int) -> Bool {
    let near: Set<Int> = [0, 1, 7]
    return !(near.contains(shift / 8) && near.contains(shift % 8))
  }

  /// The shift (row offset × 8 + column offset, 1–63) most tiles stand out
  /// at, with their count; only judged shifts (`isJudged`).
  static func shift(_ contrasts: [Float]) -> (Int, Int)? {
    let shifts = ShiftedGridScores.shifts
    let judged = (0..<shifts).filter { isJudged($0 + 1) }
    var votes = [Int](repeating: 0, count: shifts)
    for tile in stride(from: 0, to: contrasts.count, by: shifts) {
      for shift in judged where contrasts[tile + shift] > threshold { votes[shift] += 1 }
    }
    guard let best = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[best] > 0 else { return nil }
    return (best + 1, votes[best])
  }

  /// The region at the winning shift, whatever its size, with its tiles
  /// and the tiles that stand out at that shift anywhere.
  func strongest() -> (region: ForeignGridRegion, tiles: Int, votes: Int)? {
    let (columns, rows) = (scores.columns, scores.rows)
    let contrasts = contrasts()
    guard columns > 0, rows > 0, let (shift, votes) = Self.shift(contrasts) else { return nil }
    let at = { (tile: Int) in contrasts[tile * ShiftedGridScores.shifts + shift - 1] }
    let marked = (0..<(columns * rows)).map { at($0) > Self.threshold }
    let (members, box) = TileComponents.largestCells(marked, columns: columns, rows: rows)
    guard !members.isEmpty else { return nil }
    let (x0, y0, x1, y1) = box
    let inside = members.map(at).reduce(0, +) / Float(members.count)
    func share(_ tile: Int, _ of: Int) -> Int { min(1000, tile * 1000 / of) }
    return (
      ForeignGridRegion(
        x: share(x0, columns), y: share(y0, rows), width: share(x1 + 1, columns) - share(x0, columns),
        height: share(y1 + 1, rows) - share(y0, rows), permille: members.count * 1000 / (columns * rows),
        column: shift % 8, row: shift / 8, strength: min(100, max(0, Int((100 * inside).rounded())))),
      members.count, votes
    )
  }

  /// The region, when it holds `minimumTiles` (`minimumTilesOneAxis` for a
  /// shift along one axis only), and at least half of the tiles that stand
  /// out at its shift: a pasted piece is one place. A camera's own DC
  /// lattice leaks into the windows shifted a pixel or two off its grid
  /// wherever the picture is smooth, spread over the picture (measured on the
  /// corpus's camera originals: 337 of 1,718 such tiles in one set on a
  /// FinePix 4900, 619 of 1,327 on an Oppo R7 Plus), and along one axis in
  /// small sets (8 to 13 tiles, on four originals).
  func find() -> ForeignGridRegion? {
    guard let (region, tiles, votes) = strongest(), tiles * 2 >= votes,
      tiles >= (region.column == 0 || region.row == 0 ? Self.minimumTilesOneAxis : Self.minimumTiles)
    else { return nil }
    return region
  }
}
