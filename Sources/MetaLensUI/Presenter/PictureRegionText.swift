import MetaLensCore

/// A region named in words, for a reader without the picture at hand: the
/// ninth of the upright picture its centre falls in ("lower left") and its
/// share of the picture, rounded ("about 12% of the picture").
enum PictureRegionText {
  /// "Region 1: lower left, about 12% of the picture."
  static func line(_ region: PictureRegion, number: Int, catalogue: Catalogue) -> String {
    let (row, column) = place(region)
    return catalogue.text(RegionWords.line(number: number, row: row, column: column, share: share(region)))
  }

  /// The third of the picture (0, 1, 2) the region's centre falls in,
  /// down and across.
  static func place(_ region: PictureRegion) -> (row: Int, column: Int) {
    func third(_ centre: Double) -> Int { centre < 1.0 / 3 ? 0 : centre < 2.0 / 3 ? 1 : 2 }
    return (third(region.y + region.height / 2), third(region.x + region.width / 2))
  }

  /// The region's share of the picture in whole percent, at least 1.
  static func share(_ region: PictureRegion) -> Int { max(1, Int((region.width * region.height * 100).rounded())) }
}
