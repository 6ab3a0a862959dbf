/// How much each block of the copy differs from the original aligned to it
/// (`PictureComparer.blockDifferences`: both pictures normalised, the
/// original fitted again on the blocks that agree), `side` × `side` blocks
/// in rows from the copy's top left, for the HTML page's difference map
/// (issue 30). Kept as the comparer computed it, so that the map shows the
/// numbers the relation and the regions came from.
public struct DifferenceMap: Sendable, Hashable {
  /// Blocks a side (`PictureComparer.side`).
  public let side: Int
  /// Each block's difference, in standard deviations of the copy.
  public let cells: [Double]
  /// The median block difference, the unit of a region's strength.
  public let typical: Double
  /// A block stands out from here: the comparer's region threshold
  /// (`regionFactor` times the typical difference, at least the fixed
  /// `floor`; a JPEG copy's window may pass a lower, local floor,
  /// `RegionFloor`, and its blocks then read fainter on the map).
  public let threshold: Double

  init(side: Int, cells: [Double], typical: Double) {
    self.side = side
    self.cells = cells
    self.typical = typical
    threshold = max(PictureComparer.regionFactor * max(typical, 0.02), PictureComparer.floor)
  }
}
