extension ScoringRules {
  static let regionGridDiffers = ScoringRule(
    id: "region-grid-differs", kind: .probable, points: -20, category: .editing,
    title: "A region of the picture keeps another JPEG's 8 × 8 grid",
    explanation: """
      One compact region of the picture keeps the block grid of an earlier JPEG save laid off the picture's own: \
      on that shifted grid its blocks' DC values still lie near multiples of the earlier save's step, which \
      happens where a piece of another JPEG was pasted, off the grid, before the last save (non-aligned \
      double compression, Bianchi & Piva 2012, "Image forgery localization via block-grained analysis of JPEG \
      artifacts", section IV). Each tile of 4 × 4 blocks is measured on all 63 shifted grids; the region is the \
      largest connected set of tiles standing out on the grid most tiles stand out on, and must hold most of them. \
      A region spanning four fifths of the picture or more each way is most likely the whole picture, cropped or \
      shifted by a number of pixels that is not a multiple of 8 after an earlier save, and is worded so.
      """,
    limits: """
      Sees a pasted piece only when the last save's DC step is finer than the piece's first save's (a piece from a \
      JPEG saved at quality 85 or less, saved again at 90–95 or with a camera's fine tables): a save as coarse \
      hides it. A piece laid on the picture's grid or a pixel off it, resized or turned before pasting, smaller \
      than about 8 tiles (32 × 32 pixels each), or flat, is not seen; pictures over 64 megapixels are not \
      measured. The eight grids a pixel off the picture's own are not judged: where the picture is smooth, its own \
      grid shows there. On the corpus's 191 camera originals no region is found; a camera's own grid leaking into \
      windows shifted a pixel or two is also why a region must hold most of the tiles that stand out. JPEG only.
      """,
    korean: RuleWords(
      title: "사진의 한 영역에 다른 JPEG의 8 × 8 격자가 남아 있음",
      explanation: "사진의 작은 한 영역에 사진 자체의 격자에서 어긋난 이전 JPEG 저장의 블록 격자가 남아 있습니다. 그 어긋난 격자에서 블록의 DC 값이 "
        + "여전히 이전 저장의 양자화 간격의 배수 근처에 놓이는데, 이는 마지막 저장 전에 다른 JPEG의 조각을 격자에 맞추지 않고 붙여 넣은 곳에서 "
        + "일어납니다(비정렬 이중 압축, Bianchi & Piva 2012, \"Image forgery localization via block-grained analysis of "
        + "JPEG artifacts\", 4절). 4 × 4 블록 타일마다 어긋난 격자 63개를 모두 측정하며, 가장 많은 타일이 두드러지는 격자에서 두드러지는 타일의 "
        + "가장 큰 연결 집합을 영역으로 삼고, 그 영역이 두드러지는 타일의 대부분을 담아야 합니다. "
        + "가로세로 모두 사진의 5분의 4 이상에 걸친 영역은 대개 사진 전체이며, 이전 저장 뒤에 8의 배수가 아닌 픽셀 수만큼 잘라 내거나 옮긴 것으로 "
        + "표현합니다.",
      limits: "마지막 저장의 DC 양자화 간격이 조각의 첫 저장보다 촘촘할 때만 보입니다(품질 85 이하로 저장된 JPEG의 조각을 90–95나 카메라의 촘촘한 표로 다시 "
        + "저장한 경우). 그만큼 거칠게 다시 저장하면 가려집니다. 사진의 격자에 맞추거나 한 픽셀만 어긋나게 놓은 조각, 붙이기 전에 크기를 바꾸거나 돌린 조각, 약 8타일(각 32 × 32픽셀)"
        + "보다 작거나 평평한 조각은 보이지 않으며, 64메가픽셀을 넘는 사진은 측정하지 않습니다. 사진 자체의 격자에서 한 픽셀 어긋난 격자 8개는 판단하지 "
        + "않습니다. 사진이 매끄러운 곳에서는 사진 자체의 격자가 그곳에 드러나기 때문입니다. 자료의 카메라 원본 191장에서는 영역이 발견되지 않습니다. 카메라 "
        + "자체의 격자가 한두 픽셀 어긋난 창에 새어 나오는 것도 영역이 두드러지는 타일의 대부분을 담아야 하는 이유입니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let region = context.analysis.imageData?.foreignGridRegion else { return nil }
    func percent(_ permille: Int) -> String { "\(permille / 10).\(permille % 10)" }
    let (left, right) = (percent(region.x), percent(region.x + region.width))
    let (top, bottom) = (percent(region.y), percent(region.y + region.height))
    let words =
      region.spansMostOfThePicture
      ? RegionFindings.gridShiftedThroughout(
        left: left, right: right, top: top, bottom: bottom, column: region.column, row: region.row)
      : RegionFindings.gridDiffers(
        left: left, right: right, top: top, bottom: bottom, column: region.column, row: region.row)
    return ScoringRule.Finding(
      words,
      evidence: [
        Evidence(
          source: "JPEG", tag: "ShiftedGridMap",
          value:
            "x \(left)–\(right)%, y \(top)–\(bottom)% of the picture: \(percent(region.permille))% of the picture's "
            + "tiles keep DC values periodic on the grid shifted \(region.column) pixels right and \(region.row) down "
            + "(strength \(region.strength)%; camera originals: no region)"
        )
      ])
  }
}
