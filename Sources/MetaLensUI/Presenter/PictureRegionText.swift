import MetaLensCore

/// A region named in words, for a reader without the picture at hand: the
/// ninth of the upright picture its centre falls in ("lower left") and its
/// share of the picture, rounded ("about 12% of the picture").
enum PictureRegionText {
  /// "Region 1: lower left, about 12% of the picture."
  static func line(_ region: PictureRegion, number: Int, catalogue: Catalogue) -> String {
    catalogue.text(
      "region.line", .integer(number), .text(catalogue.text("region.place.\(place(region))")),
      .integer(share(region)))
  }

  /// The key of the ninth the region's centre falls in: top-left … bottom-right.
  static func place(_ region: PictureRegion) -> String {
    func third(_ centre: Double) -> Int { centre < 1.0 / 3 ? 0 : centre < 2.0 / 3 ? 1 : 2 }
    let vertical = ["top", "middle", "bottom"][third(region.y + region.height / 2)]
    let horizontal = ["left", "centre", "right"][third(region.x + region.width / 2)]
    return "\(vertical)-\(horizontal)"
  }

  /// The region's share of the picture in whole percent, at least 1.
  static func share(_ region: PictureRegion) -> Int { max(1, Int((region.width * region.height * 100).rounded())) }
}
