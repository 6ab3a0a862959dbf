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
    korean: RuleWords(
      title: "사진의 한 영역이 두 번 나타남",
      explanation: "사진의 질감 있는 부분이 사진의 다른 곳에 반복됩니다. 작은 회색 사진을 알맞은 만큼 옮기면 픽셀 단위로 일치합니다. 다른 내용을 복사해 덮어 무언가를 가리는 도장 도구나 "
        + "복사-이동 편집의 흔적입니다. 겹치는 16 × 16 블록을 가장 낮은 DCT 계수로 짝짓고(Fridrich, Soukal & Lukáš 2003), 가능성 있는 이동마다 "
        + "4분의 1 픽셀까지 픽셀 단위로 확인합니다.",
      limits: "한 변이 최대 192픽셀인 회색 사진으로 판단하므로 질감 있는 부분이 사진의 0.5% 이상인 복사를 찾습니다. 하늘이나 민무늬 벽의 복사, 작은 보정, 회전·확대·가장자리 혼합을 "
        + "거친 복사는 보이지 않습니다. 고르게 반복되는 무늬(그러데이션, 울타리)는 세지 않지만, 장면 속 비슷한 두 물체(간판의 같은 글자, 쌍둥이 창문)는 일치할 수 있으니 두 영역을 "
        + "직접 보십시오. 자료에서 복사가 없는 파일의 가장 큰 일치는 사진의 0.2%이고, 이 흔적은 0.5%부터입니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let region = context.analysis.imageData?.duplicatedRegion else { return nil }
    let place = "x \(region.x)–\(region.x + region.width)%, y \(region.y)–\(region.y + region.height)%"
    let shift = "\(region.shiftX)% across, \(region.shiftY)% down"
    let share = "\(region.permille / 10).\(region.permille % 10)%"
    return ScoringRule.Finding(
      RegionFindings.duplicated(
        left: region.x, right: region.x + region.width, top: region.y, bottom: region.y + region.height,
        shiftX: region.shiftX, shiftY: region.shiftY),

      evidence: [
        Evidence(
          source: "JPEG", tag: "DuplicatedRegion",
          value:
            "\(place) of the picture repeats \(shift) (\(share) of the picture agrees; files without a copy ≤ 0.2%)"
        )
      ])
  }
}
