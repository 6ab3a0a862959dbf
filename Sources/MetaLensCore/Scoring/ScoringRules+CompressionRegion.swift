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
      (non-aligned) is region-grid-differs' to find. Strong resizing or filtering between the saves erases the pattern; a region \
      under 1.5% of the picture, or of sky, blown highlights or flat colour (no coefficients to read), is not \
      seen. On the corpus's camera originals, and on them saved again whole, no region is found. JPEG only.
      """,
    korean: RuleWords(
      title: "사진의 한 영역이 나머지보다 적게 압축됨",
      explanation: "사진이 같은 8 × 8 격자에서 JPEG로 두 번 저장되어 DCT 계수에 주기적인 무늬가 남았는데, 한 곳의 작은 영역만은 블록이 한 번만 저장되었습니다. 마지막 "
        + "저장 전에 다른 사진에서 붙여 넣었거나 새로 그린 영역입니다. 각 블록이 두 번 압축되었을 가능도와 한 번 압축되었을 가능도를 가장 낮은 계수들의 히스토그램으로 "
        + "비교하고, 첫 압축의 양자화 간격은 히스토그램의 주기성으로 추정합니다(Bianchi & Piva 2012, \"Image forgery localization "
        + "via block-grained analysis of JPEG artifacts\"; Lin et al. 2009). 영역은 사진의 1.5% 이상이고 경계 상자의 "
        + "3분의 1 이상을 채워야 합니다.",
      limits: "두 번째 저장의 양자화 간격이 첫 저장보다 촘촘할 때만 보입니다(품질 90 이상의 카메라 사진을 90–95로 다시 저장하면 비교할 무늬가 남지 않습니다). 카메라 "
        + "자체 표로 다시 저장한 경우, 첫 압축이 배경과 같은 영역도 보이지 않습니다. 다른 품질로 저장된 뒤 8 × 8 격자에서 어긋나게 붙인 영역(비정렬 이중 압축)은 "
        + "region-grid-differs가 찾습니다. 두 저장 사이의 큰 크기 조정이나 필터는 무늬를 지우며, 사진의 1.5% 미만인 영역이나 하늘·하얗게 날아간 부분·민색 영역(읽을 계수가 "
        + "없음)은 보이지 않습니다. 자료의 카메라 원본과 그것을 통째로 다시 저장한 사진에서는 영역이 발견되지 않습니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let region = context.analysis.imageData?.compressionRegion else { return nil }
    func percent(_ permille: Int) -> String { "\(permille / 10).\(permille % 10)" }
    let place =
      "x \(percent(region.x))–\(percent(region.x + region.width))%, "
      + "y \(percent(region.y))–\(percent(region.y + region.height))%"
    return ScoringRule.Finding(
      RegionFindings.compressionDiffers(
        left: percent(region.x), right: percent(region.x + region.width), top: percent(region.y),
        bottom: percent(region.y + region.height)),

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
