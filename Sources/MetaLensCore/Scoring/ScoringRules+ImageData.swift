/// Rules that read the image data and the quantization tables of the named
/// model rather than what the metadata claims.
extension ScoringRules {
  static let doubleCompression = ScoringRule(
    id: "double-compression", kind: .copy, points: -20, category: .editing,
    title: "Compressed twice (image data)",
    explanation: """
      The DCT coefficients keep a record of every JPEG compression: a file saved again with other tables shows \
      a periodic pattern of full and empty values that a single compression never leaves (Popescu & Farid \
      2004). The first save's steps tell its quality.
      """,
    limits: """
      It cannot see a second save with the same tables or with steps that are multiples of the first's, and \
      resizing or filtering between the saves erases the pattern; a camera original saved at a very high \
      quality and re-saved at a lower one leaves little trace. Needs about 2,000 coefficients per frequency \
      (an image of a few hundred thousand pixels). JPEG only.
      """,
    korean: RuleWords(
      title: "이중 압축 (이미지 데이터)",
      explanation: "DCT 계수에는 JPEG 압축의 흔적이 모두 남습니다. 다른 테이블로 다시 저장한 파일에는 한 번 압축한 파일에서는 생기지 않는, 값이 차고 비는 주기적 패턴이 "
        + "나타납니다(Popescu & Farid 2004). 첫 저장의 양자화 간격으로 그 품질을 알 수 있습니다.",
      limits: "같은 테이블이나 첫 저장 간격의 배수인 간격으로 다시 저장한 경우는 알 수 없고, 두 저장 사이의 크기 조정이나 필터는 패턴을 지웁니다. 매우 높은 품질로 저장한 카메라 원본을 더 "
        + "낮은 품질로 다시 저장하면 흔적이 거의 남지 않습니다. 주파수마다 약 2,000개의 계수(수십만 화소 크기의 이미지)가 필요합니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let analysis = context.analysis.imageData, analysis.doubleCompressed else { return nil }
    let quality = analysis.firstQuality.map { "; first save ≈ quality \($0)" } ?? ""
    let summary =
      "periodic pattern at \(analysis.firstSteps.count) of \(analysis.positionsJudged) low-frequency coefficients\(quality)"
    return ScoringRule.Finding(
      ImageDataFindings.doubleCompression(
        periodic: analysis.firstSteps.count, judged: analysis.positionsJudged, firstQuality: analysis.firstQuality),
      evidence: [Evidence(source: "JPEG", tag: "DCTHistogram", value: summary)])
  }

  static let modelQualityMismatch = ScoringRule(
    id: "model-quality-mismatch", kind: .copy, points: -15, category: .editing,
    title: "Saved at a quality the named model does not use",
    explanation: """
      The named model encodes with libjpeg's standard tables at a high quality (seen in its originals); this \
      file's standard tables are at a clearly lower quality, as when a program re-saves the photo.
      """,
    limits: "The table knows the models of metalens's corpus only; a model may have quality settings not seen there.",
    korean: RuleWords(
      title: "해당 기종이 쓰지 않는 품질로 저장됨",
      explanation: "기록된 기종은 libjpeg 표준 테이블을 높은 품질로 사용합니다(원본에서 확인). 이 파일의 표준 테이블은 그보다 확연히 낮은 품질로, 프로그램이 사진을 다시 저장했을 "
        + "때와 같습니다.",
      limits: "metalens 자료에 있는 기종만 알고 있으며, 자료에 없는 품질 설정이 있을 수 있습니다."),
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, jpeg.usesIJGStandardTables, let model = context.cameraModel,
      let lowest = model.ijgQualities.min(), let quality = jpeg.quantizationTables.first?.estimatedQuality,
      quality < lowest - 2
    else { return nil }
    return ScoringRule.Finding(
      ImageDataFindings.modelQualityMismatch(model: context.metadata.model, lowest: lowest, quality: quality),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "IJG standard, quality \(quality)"),
      ].compactMap { $0 })
  }

  static let huffmanReencoded = ScoringRule(
    id: "huffman-reencoded", kind: .copy, points: -15, category: .editing,
    title: "Huffman tables made for this image",
    explanation: """
      Camera encoders write general Huffman tables, fixed before the picture is taken (ITU-T T.81 Annex K's \
      or a maker's own complete set). Programs built on libjpeg, and lossless optimisers such as jpegtran or \
      jpegoptim, write tables made for the one image, defining only the codes it uses. The named model's \
      originals all carry general tables; this file's were made for it, so it was encoded again after the \
      camera, with its pixels changed or not.
      """,
    limits: """
      Speaks only for models whose originals in metalens's table (made from real originals) all carry general \
      tables; many cameras optimise their tables, and a model may have firmware not seen there. A re-encoder \
      that keeps general tables leaves no trace here. Read from the header, so it also serves \
      `--metadata-only`. JPEG only.
      """,
    korean: RuleWords(
      title: "이 이미지에 맞춰 만든 허프만 테이블",
      explanation: "카메라 인코더는 촬영 전에 정해진 범용 허프만 테이블(ITU-T T.81 Annex K의 테이블이나 제조사 고유의 완전한 세트)을 씁니다. libjpeg 기반 프로그램과 "
        + "jpegtran, jpegoptim 같은 무손실 최적화 도구는 그 이미지에 쓰인 부호만 정의한 전용 테이블을 씁니다. 기록된 기종의 원본은 모두 범용 테이블을 쓰는데 이 "
        + "파일의 테이블은 이 이미지에 맞춰 만들어졌으므로, 픽셀이 바뀌었든 아니든 카메라 이후에 다시 인코딩된 것입니다.",
      limits: "실제 원본으로 만든 metalens 자료상 원본이 모두 범용 테이블을 쓰는 기종에만 적용됩니다. 테이블을 최적화하는 카메라가 많고, 자료에 없는 펌웨어가 있을 수 있습니다. 범용 "
        + "테이블을 유지하는 재인코딩은 여기에 흔적을 남기지 않습니다. 헤더에서 읽으므로 `--metadata-only`에서도 작동합니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, let coding = jpeg.huffmanCoding, !coding.isGeneral,
      let model = context.cameraModel, model.writesGeneralHuffmanTables
    else { return nil }
    let seen = model.huffman.map { $0 == "standard" ? "Annex K standard" : "fixed (\($0.dropFirst(6)))" }
    let value = coding == .progressive ? "progressive, tables per scan" : "optimised for this image"
    return ScoringRule.Finding(
      ImageDataFindings.huffmanReencoded(
        model: context.metadata.model, seen: seen.joined(separator: ", "), originals: model.files),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "HuffmanTables", value: value),
      ].compactMap { $0 })
  }

  static let cameraModelTables = ScoringRule(
    id: "camera-model-tables", kind: .positive, category: .provenance,
    title: "The named model's own tables",
    explanation: "The quantization tables are exactly those the named model writes in its originals.",
    limits: "Tables can be copied by a careful forger; many models share tables with others of their make.",
    korean: RuleWords(
      title: "해당 기종 고유의 양자화 테이블",
      explanation: "양자화 테이블이 기록된 기종이 원본에 쓰는 것과 정확히 같습니다.",
      limits: "세심한 위조자는 테이블을 복사할 수 있고, 같은 제조사의 여러 기종이 테이블을 공유하기도 합니다."),
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, let model = context.cameraModel,
      model.writes(jpeg.quantizationTables.sorted { $0.index < $1.index }.map(\.values))
    else { return nil }
    return ScoringRule.Finding(
      ImageDataFindings.cameraModelTables(model: context.metadata.model, originals: model.files),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "as the model writes them"),
      ].compactMap { $0 })
  }
}

extension ScoringRules {
  static let thumbnailContentMismatch = ScoringRule(
    id: "thumbnail-content-mismatch", kind: .probable, points: -25, category: .consistency,
    title: "The EXIF thumbnail shows another picture",
    explanation: """
      Cameras write the thumbnail from the same exposure as the picture. Decoded small and compared (black bars \
      removed, every quarter turn tried), this one does not show the picture: the metadata, thumbnail included, \
      was carried over from another photo, or the picture was changed and the thumbnail left as it was.
      """,
    limits: """
      Compares 24 × 24 grey versions, so it sees another scene or another crop, not a small retouch; some tools \
      replace the thumbnail legitimately. JPEG only.
      """,
    korean: RuleWords(
      title: "EXIF 썸네일이 다른 그림임",
      explanation: "카메라는 사진과 같은 노출에서 썸네일을 만듭니다. 작게 디코딩해 비교하면(검은 띠 제거, 90도씩 모든 방향 시도) 이 썸네일은 사진과 다른 그림입니다. 썸네일을 포함한 "
        + "메타데이터가 다른 사진에서 옮겨 왔거나, 사진을 바꾸고 썸네일은 그대로 두었습니다.",
      limits: "24 × 24 흑백 이미지로 비교하므로 다른 장면이나 다른 자르기는 알 수 있지만 작은 보정은 알 수 없습니다. 일부 도구는 정당하게 썸네일을 바꿉니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.differs,
      let similarity = comparison.similarity
    else { return nil }
    let value = "similarity \(Int((similarity * 100).rounded()))% with the picture (same picture: 90% or more)"
    return ScoringRule.Finding(
      ImageDataFindings.thumbnailContentMismatch(similarity: Int((similarity * 100).rounded())),
      evidence: [
        context.evidence("IFD1", "ThumbnailLength"), Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: value),
      ]
      .compactMap { $0 })
  }

  static let thumbnailRegionChanged = ScoringRule(
    id: "thumbnail-region-changed", kind: .probable, points: -20, category: .consistency,
    title: "A region of the picture differs from the EXIF thumbnail",
    explanation: """
      The thumbnail shows the picture, except in one region: compared cell by cell (24 × 24, both normalised), \
      one window of a sixth of each side differs far more than a camera's own thumbnail ever does. The picture \
      was changed there (a clone-stamp, a patch pasted in, something removed) and the camera's thumbnail kept.
      """,
    limits: """
      Sees changes of about a twentieth of the picture or more whose brightness differs from what they \
      replaced; a patch copied onto similar content, a small retouch or a colour-only change stay invisible at \
      this size. On the corpus's camera originals the largest difference is 1.2; the sign starts at 1.3. JPEG \
      only.
      """,
    korean: RuleWords(
      title: "사진의 한 영역이 EXIF 썸네일과 다름",
      explanation: "썸네일이 한 영역만 빼고 사진과 같습니다. 칸별로 비교하면(24 × 24, 둘 다 정규화) 각 변의 6분의 1 크기인 창 하나가 카메라 고유의 썸네일에서는 나타나지 않을 "
        + "만큼 크게 다릅니다. 그 부분의 사진이 바뀌었고(도장 도구, 붙여 넣은 조각, 지운 물체 등) 카메라의 썸네일은 그대로 남은 것입니다.",
      limits: "사진의 약 20분의 1 이상이면서 밝기가 원래 내용과 다른 변경을 찾아냅니다. 비슷한 내용 위에 복사한 조각, 작은 보정, 색만 바꾼 변경은 이 크기에서 보이지 않습니다. 자료의 "
        + "카메라 원본에서 가장 큰 차이는 1.2이고, 이 흔적은 1.3부터입니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.regionChanged,
      let region = comparison.region
    else { return nil }
    let place =
      "x \(region.x)–\(region.x + region.width)%, y \(region.y)–\(region.y + region.height)% of the picture"
    let value = "\(place) differs from the thumbnail (\((region.difference * 10).rounded() / 10); originals < 1.3)"
    return ScoringRule.Finding(
      ImageDataFindings.thumbnailRegionChanged(
        left: region.x, right: region.x + region.width, top: region.y, bottom: region.y + region.height),
      evidence: [
        context.evidence("IFD1", "ThumbnailLength"), Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: value),
      ]
      .compactMap { $0 })
  }

  static let thumbnailMatches = ScoringRule(
    id: "thumbnail-matches", kind: .positive, category: .consistency,
    title: "The EXIF thumbnail shows the picture",
    explanation: "Decoded small and compared, the thumbnail the camera wrote shows this picture.",
    limits: "A thumbnail can be regenerated by software after an edit; only a mismatch says much.",
    korean: RuleWords(
      title: "EXIF 썸네일이 사진과 일치함",
      explanation: "작게 디코딩해 비교하면, 카메라가 기록한 썸네일이 이 사진과 같은 그림입니다.",
      limits: "편집 후 소프트웨어가 썸네일을 다시 만들 수 있으므로, 불일치일 때만 의미가 큽니다."),
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.matches,
      let similarity = comparison.similarity
    else { return nil }
    return ScoringRule.Finding(
      ImageDataFindings.thumbnailMatches,

      evidence: [
        Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: "similarity \(Int((similarity * 100).rounded()))%")
      ])
  }
}
