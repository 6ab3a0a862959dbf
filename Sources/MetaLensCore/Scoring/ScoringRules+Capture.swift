/// Rules that decide whether a file has earned "likely original": evidence
/// of a capture, and whether a program that touched the file changed only
/// its metadata.
extension ScoringRules {
  static let captureEvidenceIncomplete = ScoringRule(
    id: "capture-evidence-incomplete", kind: .missing, points: -30, category: .missing,
    title: "Too little to call it an original",
    explanation: """
      A likely original needs positive evidence of a capture: the camera's make and model, a capture date and \
      at least one capture setting (exposure time, aperture, ISO or focal length). Without them the absence of \
      signs says nothing, since one typed tag would otherwise make a stripped file look original.
      """,
    limits: """
      Scanners, screenshots and some old or cheap cameras write less; so do files whose metadata was partly \
      stripped. The verdict is then "no metadata", not a judgement that the file was changed.
      """,
    korean: RuleWords(
      title: "원본으로 보기에 증거 부족",
      explanation: "원본 가능성이 높다고 하려면 촬영의 적극적 증거, 즉 카메라 제조사와 모델, 촬영 일시, 그리고 촬영 설정(노출 시간, 조리개, ISO, 초점 거리) 중 하나 이상이 "
        + "필요합니다. 이것이 없으면 흔적이 없다는 사실은 아무 의미가 없습니다. 그렇지 않으면 태그 하나만 입력해도 메타데이터가 지워진 파일이 원본처럼 보이게 됩니다.",
      limits: "스캐너, 화면 캡처, 일부 오래되거나 저가인 카메라는 이보다 적게 기록하며, 메타데이터가 일부 지워진 파일도 마찬가지입니다. 이때 판정은 파일이 변경되었다는 판단이 아니라 "
        + "\"메타데이터 부족\"입니다.")
  ) { context in
    // A file with no camera metadata at all is `no-camera-metadata`.
    guard context.hasCameraMetadata, context.signedCapture == nil else { return nil }
    let missing = context.missingCaptureEvidence
    guard !missing.isEmpty else { return nil }
    let present =
      [
        context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model"),
        context.evidence("ExifIFD", "DateTimeOriginal") ?? context.evidence("ExifIFD", "CreateDate"),
      ] + ScoringContext.captureSettings.map { context.evidence("ExifIFD", $0) }
    return ScoringRule.Finding(
      CaptureFindings.captureEvidenceIncomplete(missing: missing),
      evidence: present.compactMap { $0 })
  }

  static let metadataRewritten = ScoringRule(
    id: "metadata-rewritten", kind: .probable, points: -15, category: .editing,
    title: "Metadata rewritten by a tool",
    explanation: """
      Transfer, cataloguing and tagging tools (and ExifTool itself) write their name when they rewrite a file's \
      metadata, but leave the image data alone; here the image data still looks as the camera encoded it.
      """,
    limits: """
      Only the image data's encoding is checked (the camera's own quantization tables, or a raw file), not \
      every pixel; the metadata itself may have been changed in any way.
      """,
    korean: RuleWords(
      title: "도구로 메타데이터를 다시 씀",
      explanation: "전송, 정리, 태그 도구(ExifTool 포함)는 파일의 메타데이터를 다시 쓸 때 자기 이름을 기록하지만 이미지 데이터는 건드리지 않습니다. 이 파일의 이미지 데이터는 "
        + "여전히 카메라가 인코딩한 그대로로 보입니다.",
      limits: "모든 픽셀이 아니라 이미지 데이터의 인코딩(카메라 고유의 양자화 테이블 또는 RAW 파일)만 확인하며, 메타데이터 자체는 어떻게든 바뀌었을 수 있습니다.")
  ) { context in
    let mentions = context.mentions(of: [.editor, .converter, .metadataTool])
    guard let first = mentions.first, mentions.allSatisfy({ $0.signature.role == .metadataTool }),
      context.imageDataLooksCameraEncoded
    else { return nil }
    let encoding =
      context.metadata.file.format.isCameraRaw
      ? context.fileTypeEvidence
      : Evidence(source: "JPEG", tag: "QuantizationTables", value: "custom (not IJG standard)")
    return ScoringRule.Finding(
      CaptureFindings.metadataRewritten(family: first.signature.family),
      evidence: mentions.map(\.mention.evidence) + [encoding])
  }
}

extension ScoringRules {
  static let deviceFormatMismatch = ScoringRule(
    id: "device-format-mismatch", kind: .copy, points: -20, category: .consistency,
    title: "Camera metadata in a format cameras do not write",
    explanation: """
      The file names a camera or phone, but it is a PNG, WebP or GIF, which no camera or phone saves its photos \
      as: the image was converted and the camera's metadata carried over.
      """,
    limits: """
      It tells that the file was converted, not what else changed. Plain TIFF is not listed: some cameras have a \
      TIFF mode and scanners write TIFF with their own make.
      """,
    korean: RuleWords(
      title: "카메라가 쓰지 않는 형식에 카메라 메타데이터",
      explanation: "파일에 카메라나 휴대전화가 기록되어 있지만, 형식은 카메라와 휴대전화가 사진 저장에 쓰지 않는 PNG, WebP 또는 GIF입니다. 이미지가 변환되면서 카메라 메타데이터가 "
        + "옮겨 온 것입니다.",
      limits: "파일이 변환되었다는 것만 알려 줄 뿐, 그 밖에 무엇이 바뀌었는지는 알려 주지 않습니다. 일반 TIFF는 대상이 아닙니다. TIFF 모드가 있는 카메라가 있고, 스캐너도 자기 제조사 "
        + "이름으로 TIFF를 씁니다.")
  ) { context in
    let metadata = context.metadata
    guard let entry = DeviceFormats.foreignEntry(for: metadata.file.format), let make = metadata.make else {
      return nil
    }
    var evidence = [context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model")].compactMap { $0 }
    evidence.append(context.fileTypeEvidence)
    if metadata.file.format == .png, let colorType = metadata.value("PNG", "ColorType")?.integer {
      evidence.append(Evidence(source: "PNG", tag: "ColorType", value: Self.pngColorType(colorType)))
      if let bitDepth = context.evidence("PNG", "BitDepth") { evidence.append(bitDepth) }
    }
    return ScoringRule.Finding(
      CaptureFindings.deviceFormatMismatch(make: make, format: entry.format),

      evidence: evidence)
  }

  /// A DNG that names the raw file it was made from. The DNG specification
  /// (1.4, tag 50827 OriginalRawFileName) has converters record "the file
  /// name of the original raw file"; a camera that writes DNG itself writes
  /// the DNG as its raw file and names none (the corpus's iPhone 12 Pro and
  /// Leica M10 DNGs; ExifTool's `DNG.dng`, a Canon 350D's CR2 converted, read
  /// as the camera's original before).
  static let rawConverted = ScoringRule(
    id: "raw-converted", kind: .copy, points: -20, category: .consistency,
    title: "DNG converted from another raw file",
    explanation: """
      The DNG names the raw file it was made from (OriginalRawFileName): a converter such as Adobe DNG Converter \
      or Lightroom wrote it from the camera's own raw file, so this is not the file the camera wrote.
      """,
    limits: """
      It tells that the file was converted, not that the picture changed: a DNG conversion may keep the raw data \
      as it was. A converter that does not record the name is not seen.
      """,
    korean: RuleWords(
      title: "다른 RAW 파일에서 변환한 DNG",
      explanation: "DNG가 자신을 만든 원래 RAW 파일의 이름(OriginalRawFileName)을 기록하고 있습니다. Adobe DNG Converter나 Lightroom 같은 "
        + "변환 프로그램이 카메라의 RAW 파일로 만든 것이므로, 카메라가 쓴 파일이 아닙니다.",
      limits: "파일이 변환되었다는 것만 알려 줄 뿐, 사진이 바뀌었다는 뜻은 아닙니다. DNG 변환은 RAW 데이터를 그대로 둘 수 있습니다. 이름을 기록하지 않는 변환 "
        + "프로그램은 알아볼 수 없습니다.")
  ) { context in
    guard context.metadata.file.format == .dng, let name = context.evidence("IFD0", "OriginalRawFileName"),
      !name.value.trimmed.isEmpty
    else { return nil }
    return ScoringRule.Finding(
      CaptureFindings.rawConverted(original: name.value.trimmed),
      evidence: [name, context.fileTypeEvidence])
  }

  /// PNG's IHDR colour type, as the PNG specification names it.
  static func pngColorType(_ type: Int64) -> String {
    let names: [Int64: String] = [
      0: "greyscale", 2: "truecolour", 3: "palette", 4: "greyscale with alpha", 6: "truecolour with alpha",
    ]
    return names[type].map { "\(type) (\($0))" } ?? String(type)
  }
}
