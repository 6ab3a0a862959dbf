/// The least mean difference a window of cells must show to be a region:
/// what the copy's own compression and the two pictures' resampling can
/// leave there without any change (issue 30, "model the copy's own
/// compression so that re-encoding noise is not a change").
///
/// Two parts, measured on `CompareCorpusTests`' eight originals
/// (`noiseFigures` prints them per copy):
/// - the copy's re-encoding (`ReencodingNoise`, an upper bound): 0.007 to
///   0.09 of the copy's cells' deviation a cell from quality 95 to 75, 0.23
///   to 0.47 at quality 10; `regionFactor` times it;
/// - the resampling: the original and the copy reach 48 × 48 cells by
///   different paths (other DCT scalings and decimations), so a cell on an
///   edge differs by a fraction of the edge's contrast, whatever the copy's
///   quality (one photo's strongest unchanged window: 0.24 at quality 10,
///   0.26 at 95; the windows' median cell stays at 0.006 to 0.05);
///   `alignmentFactor` times the window's gradient (each aligned original
///   cell's mean difference from its four neighbours, normalised).
/// A window over both parts together is a region even under the fixed
/// `PictureComparer.floor`, which stays the bar where the parts are not
/// known: a cropped copy (its window found by search, off by a fraction of
/// a cell: 0.36 in an unchanged 70% crop) and a copy without JPEG tables
/// (HEIC, AVIF), whose compression is not modelled.
struct RegionFloor: Sendable {
  /// Twice the most any of the 80 unchanged whole copies of the eight
  /// originals needed ((window mean − compression part) / window gradient:
  /// 0.49, `35-empty.jpg` at quality 95; 0 at quality 50 and under, where
  /// the compression part covers it); a pasted twelfth of each side stands
  /// at 0.90 to 3.5, an eighth at 1.4 to 8.4. At 1.5 a twelfth was found
  /// in 6 of the 8 photos and a sixteenth in 3, at 1.0 in 7 and 6.
  static let alignmentFactor = 1.0

  /// What the copy's re-encoding can leave in a cell, `regionFactor`
  /// times `ReencodingNoise.cellError`; nil where only the fixed floor holds.
  let compression: Double?
  /// Each cell of the aligned original's mean difference from its four
  /// neighbours, both normalised.
  let gradient: [Double]

  /// The fixed floor, which a window passes whatever its local floor
  /// (`PictureComparer.floor`; none in the finer pass, where a window of
  /// an unchanged, sharpened copy reached 0.51 under a local floor above it).
  let fixedFloor: Double

  /// The fixed floor alone.
  static let fixed = RegionFloor(compression: nil, gradient: [], fixedFloor: PictureComparer.floor)

  /// The floor of a whole-picture comparison of `original` (the aligned
  /// original's cells) with a JPEG `copy` (its cells `copyCells`, grey levels).
  init(
    copy: Inspection, copyCells: [Double], original: [Double], side: Int,
    fixedFloor: Double = PictureComparer.floor
  ) {
    guard let error = ReencodingNoise(copy: copy)?.cellError(side: side, cells: copyCells),
      let normal = ThumbnailRegion.normalised(original), normal.count == side * side
    else {
      self = .fixed
      return
    }
    compression = PictureComparer.regionFactor * error
    self.fixedFloor = fixedFloor
    gradient = normal.indices.map { index in
      let (x, y) = (index % side, index / side)
      var (sum, count) = (0.0, 0.0)
      for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
      where nx >= 0 && ny >= 0 && nx < side && ny < side {
        sum += abs(normal[ny * side + nx] - normal[index])
        count += 1
      }
      return sum / max(count, 1)
    }
  }

  private init(compression: Double?, gradient: [Double], fixedFloor: Double) {
    self.compression = compression
    self.gradient = gradient
    self.fixedFloor = fixedFloor
  }

  /// The mean gradient of the window of `size` × `size` cells from (`x`,
  /// `y`) in a grid `side` cells wide.
  func gradient(x: Int, y: Int, size: Int, side: Int) -> Double {
    var sum = 0.0
    for dy in 0..<size { for dx in 0..<size { sum += gradient[(y + dy) * side + x + dx] } }
    return sum / Double(size * size)
  }

  /// The floor of that window: the lower of the fixed floor and what
  /// re-encoding and resampling can leave there.
  func window(x: Int, y: Int, size: Int, side: Int) -> Double {
    guard let compression else { return fixedFloor }
    return min(fixedFloor, compression + Self.alignmentFactor * gradient(x: x, y: y, size: size, side: side))
  }

  /// The floor a single cell must pass to belong to a region's rectangle.
  func cell(_ index: Int) -> Double {
    guard let compression else { return fixedFloor }
    return min(fixedFloor, compression + Self.alignmentFactor * gradient[index])
  }
}
