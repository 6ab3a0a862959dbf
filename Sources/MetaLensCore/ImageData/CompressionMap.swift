/// The double-compression map made small for a report (at most `maxSide`
/// cells a side) and turned upright, for the HTML page's heat overlay: each
/// cell's lean, -100 (its blocks look compressed once) to 100 (twice), or
/// nil where too few coefficients spoke (flat areas, sky).
public struct CompressionMap: Sendable, Hashable {
  public let columns: Int
  public let rows: Int
  /// Row by row, upright.
  public let cells: [Int?]

  public init(columns: Int, rows: Int, cells: [Int?]) {
    self.columns = columns
    self.rows = rows
    self.cells = cells
  }

  static let maxSide = 32
  /// Coefficients that must speak in a cell for it to be drawn.
  static let minimumObservations = 16

  /// `map` pooled into at most `maxSide` cells a side, turned for EXIF
  /// `orientation` (1–8) as the preview is.
  init(_ map: DoubleCompressionMap, orientation: Int) {
    let pool = max(1, (max(map.columns, map.rows) + Self.maxSide - 1) / Self.maxSide)
    let (width, height) = ((map.columns + pool - 1) / pool, (map.rows + pool - 1) / pool)
    var evidence = [Double](repeating: 0, count: width * height)
    var observations = [Int](repeating: 0, count: width * height)
    for y in 0..<map.rows {
      for x in 0..<map.columns {
        evidence[(y / pool) * width + x / pool] += map.evidence[y * map.columns + x]
        observations[(y / pool) * width + x / pool] += map.observations[y * map.columns + x]
      }
    }
    let half = (map.twiceLevel - map.onceLevel) / 2
    let stored: [Int?] = zip(evidence, observations).map { sum, count in
      guard count >= Self.minimumObservations, half > 0 else { return nil }
      return min(100, max(-100, Int((100 * sum / Double(count) / half).rounded())))
    }
    let turned = orientation >= 5 && orientation <= 8
    let (columns, rows) = turned ? (height, width) : (width, height)
    var cells = [Int?](repeating: nil, count: columns * rows)
    for y in 0..<height {
      for x in 0..<width {
        let (u, v, _, _) = PictureRegion.upright(
          ((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height), 0, 0), orientation: orientation)
        let (column, row) = (min(columns - 1, Int(u * Double(columns))), min(rows - 1, Int(v * Double(rows))))
        cells[row * columns + column] = stored[y * width + x]
      }
    }
    self.init(columns: columns, rows: rows, cells: cells)
  }
}
