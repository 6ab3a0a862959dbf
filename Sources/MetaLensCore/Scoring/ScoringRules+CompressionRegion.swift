extension ScoringRules {
  static let regionCompressionDiffers = ScoringRule(
    id: "region-compression-differs", kind: .probable, points: -20, category: .editing,
    title: "A region of the picture was compressed fewer times than the rest",
    explanation: """
      The picture was saved as a JPEG twice on the same 8 × 8 grid, which leaves a periodic pattern in its DCT \
      coefficients, except in one compact region whose blocks were saved only once: a region pasted from another \
      picture, or drawn afresh, before the last save. Each block's likelihood of two compressions against one is \
      read from the histograms of its lowest coefficients, with the first compression's steps estimated from the \
      histograms' periodicity (Bianchi & Piva 2012, "Image forgery localization via block-grained analysis of \
      JPEG artifacts"; Lin et al. 2009); a region must cover 1.5% of the picture and fill a third of its box.
      """,
    limits: """
      Sees only a second save with finer steps than the first (a camera photo at quality 90 or more, saved again \
      at 90–95, leaves no pattern to compare against), not a save with the camera's own tables, and not a region \
      whose first compression matches the background's. A region saved at another quality off the 8 × 8 grid \
      (non-aligned) is not measured. Strong resizing or filtering between the saves erases the pattern; a region \
      under 1.5% of the picture, or of sky, blown highlights or flat colour (no coefficients to read), is not \
      seen. On the corpus's camera originals, and on them saved again whole, no region is found. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard let region = context.analysis.imageData?.compressionRegion else { return nil }
    func percent(_ permille: Int) -> String { "\(permille / 10).\(permille % 10)" }
    let place =
      "x \(percent(region.x))–\(percent(region.x + region.width))%, "
      + "y \(percent(region.y))–\(percent(region.y + region.height))%"
    return ScoringRule.Finding(
      Message(
        "rule.region-compression-differs.detail", .text(percent(region.x)),
        .text(percent(region.x + region.width)), .text(percent(region.y)),
        .text(percent(region.y + region.height))),
      evidence: [
        Evidence(
          source: "JPEG", tag: "DoubleCompressionMap",
          value:
            "\(place) of the picture: \(percent(region.permille))% of the picture's blocks lean to one compression "
            + "where the rest lean to two (strength \(region.strength)%; camera originals: no region)"
        )
      ])
  }
}
