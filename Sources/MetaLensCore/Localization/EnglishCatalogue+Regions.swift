/// Where in the picture a sign points, in English: the region rules'
/// details and the words that name a place (issue 31).
extension EnglishCatalogue {
  static let regions: [String: String] = [
    "rule.region-compression-differs.detail":
      "The picture at x {0}–{1}%, y {2}–{3}% was compressed once where the rest was compressed twice: that "
      + "region was pasted or drawn afresh before the last save.",
    "region.line": "Region {0}: {1}, about {2}% of the picture.",
    "region.place.top-left": "upper left",
    "region.place.top-centre": "top centre",
    "region.place.top-right": "upper right",
    "region.place.middle-left": "middle left",
    "region.place.middle-centre": "centre",
    "region.place.middle-right": "middle right",
    "region.place.bottom-left": "lower left",
    "region.place.bottom-centre": "bottom centre",
    "region.place.bottom-right": "lower right",
    "html.regions.map": "Blocks compressed once (red) and twice (blue)",
  ]
}
