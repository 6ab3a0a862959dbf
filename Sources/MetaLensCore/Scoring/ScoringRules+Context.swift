/// Missing metadata, neutral facts shown for context, and positive evidence.
extension ScoringRules {
  static let noCameraMetadata = ScoringRule(
    id: "no-camera-metadata", kind: .missing, points: -50, category: .missing,
    title: "No camera metadata",
    explanation: """
      Camera originals carry make, model, capture date and exposure settings. Without any of them there is \
      nothing to judge the file's origin by.
      """,
    limits: """
      Social networks, messengers and many upload services strip metadata from every photo, originals \
      included, so this says nothing about whether the image was edited or generated.
      """,
    korean: RuleWords(
      title: "카메라 메타데이터 없음",
      explanation: "카메라 원본에는 제조사, 모델, 촬영 일시, 노출 설정이 있습니다. 이 중 아무것도 없으면 파일의 출처를 판단할 근거가 없습니다.",
      limits: "SNS, 메신저와 여러 업로드 서비스는 원본을 포함한 모든 사진에서 메타데이터를 지우므로, 이것만으로는 이미지가 편집되었는지 생성되었는지 알 수 없습니다.")
  ) { context in
    guard !context.hasCameraMetadata, context.signedCapture == nil else { return nil }
    return ScoringRule.Finding(
      ContextFindings.noCameraMetadata,
      evidence: [context.fileTypeEvidence])
  }

  static let gpsPresent = ScoringRule(
    id: "gps-present", kind: .neutral, category: .provenance, title: "Location recorded",
    explanation: "The file records where it was taken; check it against what the image shows.",
    limits: "GPS tags are easy to add, change or remove, and phones may record a stale position.",
    korean: RuleWords(
      title: "위치 정보 기록됨",
      explanation: "파일에 촬영 위치가 기록되어 있습니다. 이미지에 보이는 장소와 대조해 보십시오.",
      limits: "GPS 태그는 쉽게 추가, 변경, 삭제할 수 있고, 휴대전화가 이전 위치를 기록하기도 합니다.")
  ) { context in
    guard let position = context.metadata.gpsPosition else { return nil }
    return ScoringRule.Finding(
      ContextFindings.gpsPresent(coordinates: position.coordinates),
      evidence: [
        context.evidence("GPS", "GPSLatitude"), context.evidence("GPS", "GPSLatitudeRef"),
        context.evidence("GPS", "GPSLongitude"), context.evidence("GPS", "GPSLongitudeRef"),
      ].compactMap { $0 })
  }

  static let gpsAbsent = ScoringRule(
    id: "gps-absent", kind: .neutral, category: .missing, title: "No location",
    explanation: "Many cameras have no GPS, and many people turn location off.",
    limits: "Its absence says nothing about editing.",
    korean: RuleWords(
      title: "위치 정보 없음",
      explanation: "GPS가 없는 카메라가 많고, 위치 기록을 끄는 사람도 많습니다.",
      limits: "위치 정보가 없다는 것은 편집 여부와 무관합니다.")
  ) { context in
    guard context.hasCameraMetadata, context.metadata.gpsPosition == nil else { return nil }
    return ScoringRule.Finding(ContextFindings.gpsAbsent, evidence: [])
  }

  static let noSoftwareTag = ScoringRule(
    id: "no-software-tag", kind: .neutral, category: .provenance, title: "No Software tag",
    explanation: "Many cameras leave IFD0 Software empty; so do tools that strip it.",
    limits: "Neither its presence nor its absence proves anything on its own.",
    korean: RuleWords(
      title: "Software 태그 없음",
      explanation: "IFD0 Software를 비워 두는 카메라가 많고, 이를 지우는 도구도 마찬가지입니다.",
      limits: "있든 없든 그 자체로는 아무것도 증명하지 않습니다.")
  ) { context in
    guard context.hasCameraMetadata, context.metadata.software == nil else { return nil }
    return ScoringRule.Finding(ContextFindings.noSoftwareTag, evidence: [])
  }

  static let serialNumber = ScoringRule(
    id: "serial-number", kind: .neutral, category: .provenance, title: "Camera serial number",
    explanation: "A body or lens serial number ties the photo to one device, and to its owner.",
    limits: "It can be copied from another photo; sharing it can identify the photographer.",
    korean: RuleWords(
      title: "카메라 일련번호",
      explanation: "본체나 렌즈의 일련번호는 사진을 특정 기기와 그 소유자에게 연결합니다.",
      limits: "다른 사진에서 복사할 수 있고, 이를 공유하면 촬영자가 드러날 수 있습니다.")
  ) { context in
    let evidence = [
      context.evidence("ExifIFD", "SerialNumber"), context.evidence("ExifIFD", "LensSerialNumber"),
      context.evidence("ExifIFD", "InternalSerialNumber"),
    ].compactMap { $0 }
    guard !evidence.isEmpty else { return nil }
    return ScoringRule.Finding(ContextFindings.serialNumber, evidence: evidence)
  }

  static let c2paManifest = ScoringRule(
    id: "c2pa-manifest", kind: .neutral, category: .provenance,
    title: "C2PA Content Credentials present",
    explanation: """
      A C2PA manifest is a signed record of how the file was made and edited, written by cameras, generators \
      and editors. A valid signature proves the manifest was not changed since the signer made it; a trusted \
      signer is one on a trust list. Neither proves that the content is true.
      """,
    limits: """
      metalens checks the active manifest's signature, signer (with an OCSP response stapled to the signature), \
      hashes and binding, its ingredients' manifests and its CAWG identities' signatures, as c2pa-rs does (see \
      the Provenance row). Not verified: time-stamp assertions and the OCSP responses of certificate-status \
      assertions (read; nothing is fetched), CAWG identities' trust (no CAWG trust anchors), watermarks and \
      fingerprints, remote manifests. A stripped manifest leaves no trace unless its XMP pointer stays: its \
      absence proves nothing.
      """,
    korean: RuleWords(
      title: "C2PA 콘텐츠 자격 증명 있음",
      explanation: "C2PA 매니페스트는 파일이 어떻게 만들어지고 편집되었는지를 서명해 기록한 것으로, 카메라, 생성기, 편집 프로그램이 씁니다. 유효한 서명은 서명 후 매니페스트가 바뀌지 "
        + "않았음을 증명하고, 신뢰된 서명자는 신뢰 목록에 있는 서명자입니다. 어느 쪽도 내용이 사실임을 증명하지는 않습니다.",
      limits: "metalens는 c2pa-rs와 같이 활성 매니페스트의 서명, 서명자(서명에 첨부된 OCSP 응답 포함), 해시와 바인딩, 구성 요소의 매니페스트, CAWG 신원의 서명을 검사합니다"
        + "(출처 항목 참조). 검증하지 않는 것: 타임스탬프 어서션과 인증서 상태 어서션의 OCSP 응답(읽기만 하며 아무것도 내려받지 않음), CAWG 신원의 신뢰(CAWG 신뢰 앵커 없음), "
        + "워터마크와 핑거프린트, 원격 매니페스트. 제거된 매니페스트는 XMP 포인터가 남지 않는 한 흔적이 없으므로, 없다고 해서 아무것도 증명되지 않습니다.")
  ) { context in
    if let store = context.metadata.c2pa, let manifest = store.activeManifest {
      return ScoringRule.Finding(
        ContextFindings.c2paManifest(
          count: store.manifests.count, generator: manifest.claimGenerator, signer: manifest.signer?.name,
          state: context.analysis.c2pa?.state),
        evidence: [Evidence(source: "C2PA", tag: "active_manifest", value: manifest.label)]
          + (manifest.claimGenerator.map { [Evidence(source: "C2PA", tag: "claim_generator", value: $0)] } ?? []))
    }
    if let remote = context.evidence("XMP-dcterms", "Provenance"), !remote.value.hasPrefix("self#jumbf=") {
      return ScoringRule.Finding(
        ContextFindings.c2paManifestRemote, evidence: [remote])
    }
    let segments = context.metadata.jpeg?.segments.filter { $0.marker == 0xEB && $0.label == "c2pa" } ?? []
    guard !segments.isEmpty else { return nil }
    return ScoringRule.Finding(
      ContextFindings.c2paManifestUnreadable(problem: context.metadata.c2pa?.problems.first),
      evidence: [Evidence(source: "JPEG", tag: "APP11", value: "JUMBF c2pa")])
  }

  static let digitalSourceType = ScoringRule(
    id: "digital-source-type", kind: .neutral, category: .provenance,
    title: "Declared digital source type",
    explanation: "IPTC DigitalSourceType says how the image was made: captured, scanned, screen-captured, drawn…",
    limits: "A declaration, not a proof.",
    korean: RuleWords(
      title: "선언된 디지털 소스 유형",
      explanation: "IPTC DigitalSourceType은 이미지가 어떻게 만들어졌는지(촬영, 스캔, 화면 캡처, 그림 등)를 밝힙니다.",
      limits: "선언일 뿐 증명은 아닙니다.")
  ) { context in
    guard let evidence = context.evidence("XMP-iptcExt", "DigitalSourceType") else { return nil }
    let term = DigitalSourceType(value: evidence.value)
    let decided: Set<DigitalSourceType> = [
      .trainedAlgorithmicMedia, .compositeWithTrainedAlgorithmicMedia, .compositeSynthetic, .digitalCapture,
    ]
    if let term, decided.contains(term) { return nil }
    return ScoringRule.Finding(
      ContextFindings.digitalSourceType(term: term?.rawValue ?? evidence.value), evidence: [evidence])
  }

  static let makerNotePresent = ScoringRule(
    id: "makernote-present", kind: .positive, category: .provenance, title: "Camera MakerNote present",
    explanation:
      "The maker's private EXIF block survives intact only when the file was not re-written by most editors.",
    limits: "Some editors keep MakerNotes, and they can be copied.",
    korean: RuleWords(
      title: "카메라 MakerNote 있음",
      explanation: "제조사 고유의 EXIF 블록은 대부분의 편집 프로그램으로 다시 쓰지 않았을 때만 온전히 남습니다.",
      limits: "MakerNote를 보존하는 편집 프로그램도 있고, 복사할 수도 있습니다.")
  ) { context in
    // A MakerNote entry whose bytes lie past the end of a cut file holds
    // nothing: it is no evidence of the camera's block (issue 36).
    guard let makerNote = context.metadata.exif?.makerNote, makerNote.length > 0 else { return nil }
    // The evidence names the tag the note is in: a DNG keeps it in
    // DNGPrivateData, and has no MakerNote tag to check.
    let evidence =
      switch makerNote.storage {
      case .makerNoteTag:
        Evidence(source: "ExifIFD", tag: "MakerNote", value: MetadataValue.binaryPlaceholder(makerNote.length))
      case .dngPrivateData(let byteCount):
        Evidence(source: "IFD0", tag: "DNGPrivateData", value: MetadataValue.binaryPlaceholder(byteCount))
      }
    return ScoringRule.Finding(
      ContextFindings.makerNotePresent(length: makerNote.length, maker: makerNote.maker), evidence: [evidence])
  }

  static let datesConsistent = ScoringRule(
    id: "dates-consistent", kind: .positive, category: .consistency, title: "Dates agree",
    explanation: "In a camera original, ModifyDate and CreateDate equal DateTimeOriginal.",
    limits: "Dates are easy to set to any value.",
    korean: RuleWords(
      title: "날짜가 일치함",
      explanation: "카메라 원본에서는 ModifyDate와 CreateDate가 DateTimeOriginal과 같습니다.",
      limits: "날짜는 어떤 값으로든 쉽게 바꿀 수 있습니다.")
  ) { context in
    guard let original = context.metadata.dateTimeOriginal else { return nil }
    let others = [context.metadata.modifyDate, context.metadata.createDate].compactMap { $0 }
    guard !others.isEmpty,
      others.allSatisfy({ DateGap.seconds(from: original, to: $0).map { abs($0) <= dateTolerance } ?? false })
    else { return nil }
    // Name only the dates the file holds: "ModifyDate agrees" about a file
    // without one is evidence that is not there (issue 36).
    let names =
      ["DateTimeOriginal"] + (context.metadata.createDate == nil ? [] : ["CreateDate"])
      + (context.metadata.modifyDate == nil ? [] : ["ModifyDate"])
    return ScoringRule.Finding(
      ContextFindings.datesConsistent(names: names, original: original.value),
      evidence: [
        context.evidence("ExifIFD", "DateTimeOriginal"), context.evidence("ExifIFD", "CreateDate"),
        context.evidence("IFD0", "ModifyDate"),
      ].compactMap { $0 })
  }

  static let cameraQuantizationTables = ScoringRule(
    id: "camera-quantization-tables", kind: .positive, category: .provenance,
    title: "Not libjpeg's standard tables",
    explanation:
      "Cameras quantize with tables of their own; the file was not last encoded with libjpeg's standard tables.",
    limits: "Photoshop and other editors use their own tables too, so this only rules out libjpeg-style re-saves.",
    korean: RuleWords(
      title: "libjpeg 표준 테이블이 아님",
      explanation: "카메라는 고유 테이블로 양자화합니다. 이 파일은 마지막으로 libjpeg 표준 테이블로 인코딩되지 않았습니다.",
      limits: "Photoshop 등 편집 프로그램도 고유 테이블을 쓰므로, libjpeg 방식의 재저장만 배제할 수 있습니다."),
    jpegOnly: true
  ) { context in
    guard context.hasCamera, let jpeg = context.metadata.jpeg, !jpeg.quantizationTables.isEmpty,
      !jpeg.usesIJGStandardTables, context.mentions(of: [.editor, .converter]).isEmpty,
      !context.metadata.photoshopResources.contains(where: { $0.id == 0x0406 })
    else { return nil }
    return ScoringRule.Finding(
      ContextFindings.cameraQuantizationTables,
      evidence: [
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "custom (\(jpeg.quantizationTables.count) tables)")
      ])
  }

  static let declaredCapture = ScoringRule(
    id: "declared-capture", kind: .positive, category: .provenance, title: "Declared camera capture",
    explanation:
      "IPTC DigitalSourceType digitalCapture, in XMP or a C2PA action, declares an image captured by a camera.",
    limits: "A declaration that anyone can write.",
    korean: RuleWords(
      title: "카메라 촬영 선언",
      explanation: "XMP나 C2PA 작업의 IPTC DigitalSourceType digitalCapture는 카메라로 촬영한 이미지임을 선언합니다.",
      limits: "누구나 쓸 수 있는 선언입니다.")
  ) { context in
    DigitalSourceType.find(in: context, matching: [.digitalCapture]).map {
      ScoringRule.Finding(ContextFindings.declaredCapture, evidence: [$0])

    }
  }
}
