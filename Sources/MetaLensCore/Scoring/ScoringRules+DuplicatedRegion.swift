extension ScoringRules {
  static let regionDuplicated = ScoringRule(
    id: "region-duplicated", kind: .probable, points: -20, category: .editing,
    title: "A region of the picture appears twice",
    explanation: """
      A textured part of the picture is repeated elsewhere in it, pixel for pixel once the small grey picture is \
      moved by the right amount: the trace of a clone-stamp or copy-move edit, which hides something by copying \
      other content over it. Overlapping 16 × 16 blocks are matched by their lowest DCT coefficients (Fridrich, \
      Soukal & Lukáš 2003), and each likely shift is checked pixel by pixel to a quarter pixel.
      """,
    limits: """
      Works on a grey picture of at most 192 pixels a side, so it sees copies whose textured part covers half a \
      percent of the picture or more; a copy of sky or a plain wall, a small retouch, or a copy turned, scaled or \
      blended at its edges stays invisible. Textures that repeat evenly (a gradient, a fence) are not counted, \
      but two similar objects in a scene (the same letters on a sign, twin windows) can match: look at both \
      regions. On the corpus's files without a copy the largest match is 0.2% of the picture; the sign starts at \
      0.5%. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard let region = context.analysis.imageData?.duplicatedRegion else { return nil }
    let place = "x \(region.x)–\(region.x + region.width)%, y \(region.y)–\(region.y + region.height)%"
    let shift = "\(region.shiftX)% across, \(region.shiftY)% down"
    let share = "\(region.permille / 10).\(region.permille % 10)%"
    return ScoringRule.Finding(
      Message(
        "rule.region-duplicated.detail", .text(String(region.x)), .text(String(region.x + region.width)),
        .text(String(region.y)), .text(String(region.y + region.height)), .text(String(region.shiftX)),
        .text(String(region.shiftY))),
      evidence: [
        Evidence(
          source: "JPEG", tag: "DuplicatedRegion",
          value:
            "\(place) of the picture repeats \(shift) (\(share) of the picture agrees; files without a copy ≤ 0.2%)"
        )
      ])
  }
}
