/// Finds the largest compact region of a `DoubleCompressionMap` that leans
/// to a single compression inside a background that leans to a double one.
///
/// Each cell is judged with its eight neighbours (their summed evidence), so
/// that a few blocks of sky or of noise do not make a region; a region must
/// cover `minimumPermille` of the picture, fill a third of its bounding box,
/// and leave most of the judged picture as background.
struct CompressionRegionFinder {
  let map: DoubleCompressionMap

  /// Coefficients that must speak in a cell's neighbourhood for it to be judged.
  static let minimumObservations = 32
  /// Cells judged before a region is looked for.
  static let minimumJudged = 64
  /// The smallest region, in tenths of a percent of the picture, and in cells.
  static let minimumPermille = 15
  static let minimumCells = 12
  /// A cell leans to once when its mean log ratio is below this share of
  /// the once model's level (negative).
  static let onceShare = 0.5
  /// The least strength of a region (see `CompressionRegion.strength`).
  static let minimumStrength = 40

  /// The region, when one is large, compact and clear enough.
  func find() -> CompressionRegion? {
    guard let (region, _) = strongest(), region.strength >= Self.minimumStrength else { return nil }
    return region
  }

  /// The largest leaning region with its cell count, before the strength test.
  func strongest() -> (CompressionRegion, Int)? {
    let (columns, rows) = (map.columns, map.rows)
    let scores = smoothed()
    let judged = scores.compactMap { $0 }
    guard judged.count >= Self.minimumJudged else { return nil }
    let background = judged.sorted()[judged.count / 2]
    guard background > 0 else { return nil }
    let threshold = map.onceLevel * Self.onceShare
    let marked = scores.map { ($0 ?? 0) < threshold }
    let (cells, box) = TileComponents.largest(marked, columns: columns, rows: rows)
    let permille = cells * 1000 / (columns * rows)
    let (x0, y0, x1, y1) = box
    let boxCells = (x1 - x0 + 1) * (y1 - y0 + 1)
    guard cells >= Self.minimumCells, permille >= Self.minimumPermille, cells * 3 >= boxCells,
      cells * 2 <= judged.count
    else { return nil }
    var inside = 0.0
    var count = 0
    for y in y0...y1 {
      for x in x0...x1 where marked[y * columns + x] {
        inside += scores[y * columns + x] ?? 0
        count += 1
      }
    }
    let separation = map.twiceLevel - map.onceLevel
    guard count > 0, separation > 0 else { return nil }
    let strength = Int((100 * (background - inside / Double(count)) / separation).rounded())
    // Cells to tenths of a percent of the picture (the last column and row
    // of cells may hold fewer blocks; the box is cut at the picture's edge).
    func share(_ cell: Int, _ of: Int) -> Int { min(1000, cell * 1000 / of) }
    return (
      CompressionRegion(
        x: share(x0, columns), y: share(y0, rows), width: share(x1 + 1, columns) - share(x0, columns),
        height: share(y1 + 1, rows) - share(y0, rows), permille: permille,
        strength: min(100, max(0, strength))),
      cells
    )
  }

  /// Each cell's mean log ratio over its 3 × 3 neighbourhood, or nil when
  /// too few coefficients spoke there.
  func smoothed() -> [Double?] {
    let (columns, rows) = (map.columns, map.rows)
    var scores = [Double?](repeating: nil, count: columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        var evidence = 0.0
        var observations = 0
        for ny in max(0, y - 1)...min(rows - 1, y + 1) {
          for nx in max(0, x - 1)...min(columns - 1, x + 1) {
            evidence += map.evidence[ny * columns + nx]
            observations += map.observations[ny * columns + nx]
          }
        }
        if observations >= Self.minimumObservations { scores[y * columns + x] = evidence / Double(observations) }
      }
    }
    return scores
  }
}
