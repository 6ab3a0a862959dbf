/// Probable signs: inconsistencies and absences that editing usually leaves,
/// but that some cameras and phones show too.
extension ScoringRules {
  /// Seconds a camera may take between capture and writing the file.
  static let dateTolerance = 60

  static let modifiedAfterCapture = ScoringRule(
    id: "modified-after-capture", kind: .probable, points: -15, category: .consistency,
    title: "Modified after capture",
    explanation: """
      Cameras write ModifyDate when they take the picture; software that saves the file again usually \
      updates it, so a ModifyDate well after DateTimeOriginal suggests a later save.
      """,
    limits: """
      Some phones and cameras update ModifyDate when a photo is rotated or rated in the device; a tool \
      that re-saves without touching the date leaves no trace. Gaps under a minute are ignored.
      """,
    korean: RuleWords(
      title: "촬영 후 수정됨",
      explanation: "카메라는 촬영할 때 ModifyDate를 기록하고, 파일을 다시 저장하는 소프트웨어는 대개 이를 갱신합니다. ModifyDate가 DateTimeOriginal보다 한참 "
        + "뒤라면 나중에 저장되었음을 시사합니다.",
      limits: "일부 휴대전화와 카메라는 기기 안에서 사진을 회전하거나 별점을 매길 때 ModifyDate를 갱신합니다. 날짜를 건드리지 않고 다시 저장하는 도구는 흔적을 남기지 않습니다. 1분 "
        + "미만의 차이는 무시합니다.")
  ) { context in
    guard let original = context.metadata.dateTimeOriginal, let modified = context.metadata.modifyDate,
      let gap = DateGap.seconds(from: original, to: modified), gap > dateTolerance
    else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.modifiedAfterCapture(gap: gap, original: original.value, modified: modified.value),
      evidence: [context.evidence("ExifIFD", "DateTimeOriginal"), context.evidence("IFD0", "ModifyDate")].compactMap {
        $0
      })
  }

  static let exifSizeMismatch = ScoringRule(
    id: "exif-size-mismatch", kind: .probable, points: -15, category: .consistency,
    title: "EXIF size differs from the image",
    explanation: """
      ExifImageWidth and ExifImageHeight record the size the camera wrote; a crop or resize that kept the \
      old EXIF leaves them different from the real image (a 90° rotation is allowed).
      """,
    limits: """
      Some cameras write the sensor size or zero there; some editors update it correctly. Camera raws are \
      not compared: their stored image is the sensor's or a preview, not the developed size EXIF records.
      """,
    korean: RuleWords(
      title: "EXIF 크기와 실제 이미지 크기가 다름",
      explanation: "ExifImageWidth와 ExifImageHeight는 카메라가 기록한 크기입니다. 자르거나 크기를 바꾸면서 이전 EXIF를 그대로 두면 실제 이미지 크기와 "
        + "달라집니다(90도 회전은 허용).",
      limits: "센서 크기나 0을 기록하는 카메라가 있고, 이 값을 제대로 갱신하는 편집 프로그램도 있습니다. 카메라 RAW는 비교하지 않습니다. 저장된 이미지가 센서 이미지나 미리보기이며, "
        + "EXIF가 기록한 현상 후 크기가 아니기 때문입니다.")
  ) { context in
    guard !context.metadata.file.format.isCameraRaw,
      let width = context.metadata.value("ExifIFD", "ExifImageWidth")?.integer,
      let height = context.metadata.value("ExifIFD", "ExifImageHeight")?.integer, width > 0, height > 0,
      let size = context.metadata.imageSize
    else { return nil }
    let declared = PixelSize(width: width, height: height)
    guard size != declared, size.rotated != declared else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.exifSizeMismatch(
        width: Int(width), height: Int(height), imageWidth: Int(size.width), imageHeight: Int(size.height)),
      evidence: [
        context.evidence("ExifIFD", "ExifImageWidth"), context.evidence("ExifIFD", "ExifImageHeight"),
      ].compactMap { $0 } + [imageSizeEvidence(size)])
  }

  static let thumbnailAspectMismatch = ScoringRule(
    id: "thumbnail-aspect-mismatch", kind: .probable, points: -15, category: .consistency,
    title: "Thumbnail shape differs from the image",
    explanation: """
      The EXIF thumbnail is made by the camera from the full image; when a crop leaves the old thumbnail \
      behind, its proportions no longer match.
      """,
    limits: """
      DCF cameras store 160×120 thumbnails with black bars for 3:2 images, so that size is not compared; \
      the thumbnail's content is not compared, only its shape.
      """,
    korean: RuleWords(
      title: "썸네일 비율이 이미지와 다름",
      explanation: "EXIF 썸네일은 카메라가 전체 이미지로 만듭니다. 자르기 후 이전 썸네일이 남으면 비율이 더 이상 맞지 않습니다.",
      limits: "DCF 카메라는 3:2 이미지에 검은 띠를 넣은 160×120 썸네일을 저장하므로 이 크기는 비교하지 않습니다. 썸네일의 내용이 아니라 비율만 비교합니다.")
  ) { context in
    guard let thumbnail = context.metadata.exif?.thumbnail, let width = thumbnail.width, let height = thumbnail.height,
      width > 0, height > 0, Set([width, height]) != [160, 120],
      let frameWidth = context.metadata.imageSize?.width, let frameHeight = context.metadata.imageSize?.height,
      frameWidth > 0, frameHeight > 0
    else { return nil }
    let thumbnailRatio = Double(max(width, height)) / Double(min(width, height))
    let frameRatio = Double(max(frameWidth, frameHeight)) / Double(min(frameWidth, frameHeight))
    guard abs(thumbnailRatio - frameRatio) / frameRatio > 0.05 else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.thumbnailAspectMismatch(
        width: Int(width), height: Int(height), ratio: ratio(thumbnailRatio), imageWidth: Int(frameWidth),
        imageHeight: Int(frameHeight), imageRatio: ratio(frameRatio)),
      evidence: [
        Evidence(source: "IFD1", tag: "ThumbnailImage", value: "\(width)x\(height)"),
        imageSizeEvidence(PixelSize(width: frameWidth, height: frameHeight)),
      ])
  }

  /// The image's size as the container states it, as evidence: ExifTool's
  /// Composite ImageSize (`exiftool -ImageSize`), which it gives for every
  /// format, where no File ImageSize exists.
  static func imageSizeEvidence(_ size: PixelSize) -> Evidence {
    Evidence(source: "Composite", tag: "ImageSize", value: "\(size.width)x\(size.height)")
  }

  private static func ratio(_ value: Double) -> String {
    NumberFormatting.text(value, significantDigits: 3) + ":1"
  }

  static let thumbnailMissing = ScoringRule(
    id: "thumbnail-missing", kind: .probable, points: -10, category: .missing,
    title: "No EXIF thumbnail where the camera writes one",
    explanation: """
      Apple, Canon, Nikon, Sony, Fujifilm, Olympus, Panasonic, Pentax and Ricoh devices store an EXIF \
      thumbnail in every JPEG; editors and converters often drop it.
      """,
    limits: """
      Some models and firmware settings omit it; a missing thumbnail alone proves nothing. Bodies that keep \
      their preview in the MakerNote instead (Nikon's D1 series) are not flagged when that preview is there.
      """,
    korean: RuleWords(
      title: "카메라가 기록하는 EXIF 썸네일이 없음",
      explanation: "Apple, Canon, Nikon, Sony, Fujifilm, Olympus, Panasonic, Pentax, Ricoh 기기는 모든 JPEG에 EXIF 썸네일을 "
        + "저장합니다. 편집 프로그램과 변환 프로그램은 이를 빠뜨리는 경우가 많습니다.",
      limits: "일부 기종과 펌웨어 설정은 썸네일을 생략합니다. 썸네일이 없다는 것만으로는 아무것도 증명되지 않습니다. "
        + "미리보기를 MakerNote에 두는 기종(Nikon D1 시리즈)은 그 미리보기가 있으면 표시하지 않습니다."),
    jpegOnly: true
  ) { context in
    guard let make = context.metadata.make, CameraMakes.make(make, isIn: CameraMakes.thumbnailAlways),
      context.metadata.dateTimeOriginal != nil, context.metadata.exif?.thumbnail == nil,
      !keepsPreviewInMakerNote(context)
    else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.thumbnailMissing(make: make),
      evidence: [context.evidence("IFD0", "Make")].compactMap { $0 })
  }

  /// Nikon's D1 bodies keep their JPEG preview in the MakerNote's
  /// PreviewIFD and write no IFD1 thumbnail (issue 36, measured on held-out
  /// D1X originals); later Nikons write both, so for them a missing IFD1
  /// thumbnail still counts, preview or not.
  static func keepsPreviewInMakerNote(_ context: ScoringContext) -> Bool {
    guard context.metadata.exif?.makerNote?.hasPreview == true, let model = context.metadata.model?.trimmed else {
      return false
    }
    return ["NIKON D1", "NIKON D1H", "NIKON D1X"].contains(model.uppercased())
  }

  static let ijgStandardTables = ScoringRule(
    id: "ijg-standard-tables", kind: .copy, points: -15, category: .editing,
    title: "Re-saved with libjpeg's standard tables",
    explanation: """
      libjpeg, and the many programs built on it, quantize with the Annex K example tables scaled to a \
      quality setting; most cameras use tables of their own. Exactly scaled standard tables suggest the \
      file was last encoded by software.
      """,
    limits: """
      Many compacts, Samsung and most Android phones encode with the standard tables themselves, so the rule \
      only speaks when the file names a model whose originals in metalens's table (made from real originals) \
      never use them. For a model not in the table it stays silent: the image data (double compression) \
      speaks instead. A file that names no camera could be such a camera's file with its metadata removed: \
      `software-encoded` judges it by its Huffman coding instead. Tables packed several to a DQT or DHT segment \
      with Annex K Huffman tables are a camera's own layout (libjpeg writes one table per segment), so the rule \
      stays silent on them; a re-save whose segments were packed afterwards, a lossless byte edit, passes it too. \
      Only JPEG files have quantization tables.
      """,
    korean: RuleWords(
      title: "libjpeg 표준 테이블로 다시 저장됨",
      explanation: "libjpeg와 이를 기반으로 한 많은 프로그램은 Annex K 예시 테이블을 품질 설정에 맞춰 배율 조정해 양자화합니다. 대부분의 카메라는 고유 테이블을 씁니다. 표준 "
        + "테이블을 정확히 배율 조정한 것이라면 파일이 마지막으로 소프트웨어로 인코딩되었음을 시사합니다.",
      limits: "많은 콤팩트 카메라, 삼성과 대부분의 Android 휴대전화는 직접 표준 테이블로 인코딩하므로, 이 규칙은 실제 원본으로 만든 metalens 자료상 원본에 표준 테이블을 전혀 쓰지 "
        + "않는 기종이 기록된 경우에만 적용됩니다. 자료에 없는 기종이면 판단하지 않고, 이미지 데이터(이중 압축)로 판단합니다. 카메라 이름이 없는 파일은 메타데이터만 지워진 그런 카메라의 "
        + "파일일 수 있으므로, `software-encoded` 규칙이 허프만 부호화를 보고 판단합니다. Annex K 허프만 테이블과 함께 DQT·DHT 세그먼트 하나에 테이블을 "
        + "여러 개 담은 배치는 카메라 고유의 것이므로(libjpeg는 세그먼트마다 테이블 하나) 판단하지 않습니다. 다시 저장한 뒤 세그먼트를 "
        + "무손실로 합쳐 담은 파일도 이 규칙을 통과합니다. 양자화 테이블은 JPEG 파일에만 있습니다."),
    jpegOnly: true
  ) { context in
    // A file that names no camera is left to `software-encoded`: standard
    // tables with general Huffman tables in one scan are what a compact
    // writes, stripped or not (issue 29).
    //
    // A camera whose own encoder writes the IJG tables (Nikon Coolpix E900,
    // E990, E995, P6000) writes Annex K Huffman tables and packs its tables
    // into one DQT and one DHT segment; libjpeg, and everything built on it,
    // writes one table per segment (`jcmarker.c`). Measured on the corpus's
    // 235 JPEGs with IJG tables (not malformed): 97 Annex K Huffman, 133
    // optimised, 5 progressive; 30 pack their tables, all 30 with Annex K
    // Huffman and none written by libjpeg (Coolpix E900/E990/E995/P6000 x 12,
    // Sony Cyber-shot, Samsung phones and NX1000, Nintendo 3DS, Sanyo, Nokia
    // N70, Jolla, Nikon D7000, Canon Digital Rebel); of the 52 messenger-set
    // files with IJG tables, none packs them (issue 36).
    guard let jpeg = context.metadata.jpeg, jpeg.usesIJGStandardTables, let model = context.cameraModel,
      model.neverIJG, !(jpeg.huffmanCoding == .standard && jpeg.tablesShareSegments)
    else { return nil }
    let qualities = Set(jpeg.quantizationTables.map(\.estimatedQuality)).sorted().map(String.init)
    return ScoringRule.Finding(
      ProbableFindings.ijgStandardTables(qualities: qualities.joined(separator: "/")),
      evidence: [
        Evidence(
          source: "JPEG", tag: "QuantizationTables", value: "IJG standard, quality \(qualities.joined(separator: "/"))")
      ])
  }

  static let jfifBeforeExif = ScoringRule(
    id: "jfif-before-exif", kind: .copy, points: -10, category: .editing,
    title: "JFIF segment before the camera's EXIF",
    explanation: """
      Cameras put their Exif APP1 segment first; libjpeg-based software writes a JFIF APP0 segment first \
      and then copies the camera's EXIF after it.
      """,
    limits: """
      Many older compacts, camcorders and Android phones write JFIF first themselves, so the rule only \
      speaks for makes whose devices put Exif first (Apple, Google, Canon, Nikon, Olympus, Panasonic, \
      Pentax, Ricoh, Leica).
      """,
    korean: RuleWords(
      title: "카메라 EXIF 앞에 JFIF 세그먼트",
      explanation: "카메라는 Exif APP1 세그먼트를 맨 앞에 둡니다. libjpeg 기반 소프트웨어는 JFIF APP0 세그먼트를 먼저 쓰고 그 뒤에 카메라의 EXIF를 복사합니다.",
      limits: "오래된 콤팩트 카메라, 캠코더, Android 휴대전화 중에는 스스로 JFIF를 먼저 쓰는 것이 많으므로, Exif를 먼저 쓰는 제조사(Apple, Google, Canon, "
        + "Nikon, Olympus, Panasonic, Pentax, Ricoh, Leica)에만 적용됩니다."),
    jpegOnly: true
  ) { context in
    guard let make = context.metadata.make, CameraMakes.make(make, isIn: CameraMakes.exifFirst),
      let segments = context.metadata.jpeg?.segments,
      let jfif = segments.firstIndex(where: { $0.marker == 0xE0 && $0.identifier == JFIFReader.identifier }),
      let exif = segments.firstIndex(where: { $0.marker == 0xE1 && $0.identifier == "Exif" }), jfif < exif
    else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.jfifBeforeExif,
      evidence: [Evidence(source: "JPEG", tag: "SegmentOrder", value: "APP0 JFIF, then APP1 Exif")])
  }

  static let makerNoteMissing = ScoringRule(
    id: "makernote-missing", kind: .probable, points: -10, category: .missing,
    title: "Camera make without a MakerNote",
    explanation: """
      Cameras store private data in a MakerNote; editors that rewrite EXIF often drop or damage it, so a \
      make without one suggests the EXIF was rewritten.
      """,
    limits: """
      Many phones and some older cameras write no MakerNote at all, so the rule only speaks for makes whose \
      devices always do (Apple, Canon, Nikon, Olympus, Panasonic, Pentax, Ricoh, Leica).
      """,
    korean: RuleWords(
      title: "카메라 제조사는 있으나 MakerNote가 없음",
      explanation: "카메라는 제조사 고유 데이터를 MakerNote에 저장합니다. EXIF를 다시 쓰는 편집 프로그램은 이를 빠뜨리거나 손상시키는 경우가 많아, 제조사만 있고 "
        + "MakerNote가 없다면 EXIF를 다시 쓴 것으로 보입니다.",
      limits: "많은 휴대전화와 일부 오래된 카메라는 MakerNote를 전혀 쓰지 않으므로, 항상 쓰는 제조사(Apple, Canon, Nikon, Olympus, Panasonic, "
        + "Pentax, Ricoh, Leica)에만 적용됩니다.")
  ) { context in
    guard let make = context.metadata.make, context.metadata.exif?.makerNote == nil,
      context.metadata.dateTimeOriginal != nil, CameraMakes.make(make, isIn: CameraMakes.makerNoteAlways)
    else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.makerNoteMissing(make: make),
      evidence: [context.evidence("IFD0", "Make")].compactMap { $0 })
  }

  static let captureDateMissing = ScoringRule(
    id: "capture-date-missing", kind: .probable, points: -10, category: .missing,
    title: "Camera named but no capture date",
    explanation:
      "Cameras always record DateTimeOriginal; a file that names a camera but lacks it had its EXIF rewritten.",
    limits: "Scanners and some very old cameras do not write it.",
    korean: RuleWords(
      title: "카메라는 있으나 촬영 일시가 없음",
      explanation: "카메라는 항상 DateTimeOriginal을 기록합니다. 카메라가 기록되어 있는데 이 값이 없다면 EXIF를 다시 쓴 것입니다.",
      limits: "스캐너와 일부 아주 오래된 카메라는 이 값을 쓰지 않습니다.")
  ) { context in
    guard context.hasCamera, context.metadata.dateTimeOriginal == nil else { return nil }
    return ScoringRule.Finding(
      ProbableFindings.captureDateMissing,

      evidence: [context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model")].compactMap { $0 })
  }
}
