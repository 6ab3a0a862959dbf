/// Rules on how a HEIC or AVIF file is built (issue 33): a phone's or
/// camera's own encoder leaves a structure of its own (Apple's: a grid of
/// 512×512 HEVC tiles, an empty `hdlr` name), a library re-encoding the
/// picture leaves another (heif-enc: one HEVC item for the whole picture;
/// avifenc: one AV1 item and the `hdlr` name `libavif`). Measured on the
/// corpus and on heif-enc 1.15 and avifenc 0.11 re-encodes of its iPhone
/// files (`scripts/generate-heif-fingerprints.py`). Only the `meta` box is
/// read, so they work with `--metadata-only`.
extension ScoringRules {
  static let heifStructureMismatch = ScoringRule(
    id: "heif-structure-mismatch", kind: .copy, points: -25, category: .editing,
    title: "Built unlike the named model's own HEIF files",
    explanation: """
      The file names a phone or camera whose own HEIF files metalens has measured, but it is built otherwise: \
      one coded image where the model writes a grid of tiles (ISO/IEC 23008-12 §6.6.2.3), tiles of another \
      size, another codec, a library's name in the hdlr box, or another coding brand (heic where the camera \
      writes heix, ISO/IEC 23008-12 Annex B). That is what heif-enc and avifenc leave when they re-encode a \
      photo and its EXIF is copied back (ImageMagick writes HEIC through the same libheif): the file was \
      encoded again, the picture not necessarily changed.
      """,
    limits: """
      Known only for the models measured in metalens's samples, and only their default HEIC mode: a setting \
      the samples lack (another resolution, a camera's other HEIF mode) may build the file otherwise. An edit \
      made in Apple Photos is saved by Apple's own encoder, which leaves Apple's structure: such an edit is not \
      caught here. A missing gain map or depth image is not counted: phones write them only for some shots. \
      Of the compatible brands only the coding brand (heic, heix, avif) is compared: Apple's others follow \
      the iOS version, not the model (in metalens's samples, iOS 11 files carry none, iOS 12.4 adds MiHB, \
      14.4 MiPr and 15 MiHE). A library that writes the model's coding brand and its one-image layout (as \
      heif-enc would for a Sony ILCE-7CM2 if it wrote heix) is not caught.
      """,
    korean: RuleWords(
      title: "기록된 기종의 HEIF 파일과 다른 구성",
      explanation: "파일에 metalens가 HEIF 파일을 측정한 휴대전화나 카메라가 기록되어 있지만, 구성이 다릅니다. 그 기종은 타일 그리드를 쓰는데 부호화된 이미지가 "
        + "하나뿐이거나(ISO/IEC 23008-12 §6.6.2.3), 타일 크기나 코덱이 다르거나, hdlr 박스에 라이브러리 이름이 있거나, 부호화 브랜드가 "
        + "다릅니다(카메라는 heix를 쓰는데 heic, ISO/IEC 23008-12 부속서 B). heif-enc와 avifenc가 "
        + "사진을 다시 인코딩하고 EXIF를 다시 복사해 넣으면 이렇게 남습니다(ImageMagick도 같은 libheif로 HEIC를 씁니다). 파일이 다시 인코딩되었다는 뜻이며, "
        + "사진 내용이 바뀌었다는 뜻은 아닙니다.",
      limits: "metalens의 표본에서 측정한 기종과 그 기본 HEIC 모드만 압니다. 표본에 없는 설정(다른 해상도, 카메라의 다른 HEIF 모드)은 파일을 다르게 구성할 수 있습니다. "
        + "Apple 사진 앱에서 한 편집은 Apple 자체 인코더로 저장되어 Apple의 구성을 그대로 남기므로 여기서 잡히지 않습니다. 게인 맵이나 깊이 이미지가 없는 것은 세지 않습니다. "
        + "휴대전화는 일부 촬영에서만 이것들을 씁니다. 호환 브랜드 중에서는 부호화 브랜드(heic, heix, avif)만 비교합니다. Apple의 다른 브랜드는 "
        + "기종이 아니라 iOS 버전을 따릅니다(metalens 표본에서 iOS 11 파일에는 없고, iOS 12.4부터 MiHB, 14.4부터 MiPr, 15부터 MiHE가 "
        + "붙습니다). 라이브러리가 그 기종의 부호화 브랜드와 단일 이미지 구성을 그대로 쓰면(heif-enc가 Sony ILCE-7CM2 파일에 heix를 쓴다면) "
        + "잡히지 않습니다.")
  ) { context in
    guard let structure = context.metadata.heif,
      let entry = HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model)
    else { return nil }
    let differences = entry.differences(from: structure)
    guard !differences.isEmpty else { return nil }
    return ScoringRule.Finding(
      HEIFFindings.structureMismatch(model: entry.model, differences: differences, originals: entry.sources.count),
      evidence: [context.evidence("IFD0", "Model")].compactMap { $0 } + heifEvidence(structure, context))
  }

  static let heifStructureMatchesModel = ScoringRule(
    id: "heif-structure-matches-model", kind: .positive, category: .provenance,
    title: "Built as the named model builds its HEIF files",
    explanation: """
      The primary image's grid and tile size, its codec, the hdlr box and the coding brand are those the named \
      model writes in the originals metalens has measured.
      """,
    limits: """
      An edit made in Apple Photos is saved by Apple's own encoder with the same structure, and a careful \
      forger can rebuild it; it speaks of the encoder, not of the picture.
      """,
    korean: RuleWords(
      title: "기록된 기종이 HEIF 파일을 구성하는 방식 그대로",
      explanation: "주 이미지의 그리드와 타일 크기, 코덱, hdlr 박스, 부호화 브랜드가 metalens가 측정한 원본에서 그 기종이 쓰는 것과 같습니다.",
      limits: "Apple 사진 앱에서 한 편집도 Apple 자체 인코더가 같은 구성으로 저장하며, 세심한 위조자는 이 구성을 다시 만들 수 있습니다. 인코더에 대해 말해 줄 뿐 사진 내용에 "
        + "대해서는 말해 주지 않습니다.")
  ) { context in
    guard let structure = context.metadata.heif,
      let entry = HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model),
      entry.differences(from: structure).isEmpty
    else { return nil }
    return ScoringRule.Finding(
      HEIFFindings.structureMatchesModel(model: entry.model, originals: entry.sources.count),
      evidence: [context.evidence("IFD0", "Model")].compactMap { $0 } + heifEvidence(structure, context))
  }

  static let heifLibraryEncoded = ScoringRule(
    id: "heif-library-encoded", kind: .copy, points: -25, category: .editing,
    title: "A HEIF written by a library, with a camera's metadata",
    explanation: """
      The file names a camera or phone metalens has no HEIF measurements for, and its hdlr box names software \
      (libavif, libheif, GPAC…): no phone or camera measured writes a name there. The picture was encoded by \
      that library and the camera's metadata carried over.
      """,
    limits: """
      Says only what the hdlr box says: heif-enc (libheif 1.15) leaves it empty, so its re-encodes of an \
      unmeasured model are not caught. An edit made in Apple Photos leaves Apple's structure and is not \
      caught either. A model's make is never used in its place.
      """,
    korean: RuleWords(
      title: "카메라 메타데이터가 있는, 라이브러리가 쓴 HEIF",
      explanation: "파일에 metalens가 HEIF를 측정하지 않은 카메라나 휴대전화가 기록되어 있고, hdlr 박스에 소프트웨어 이름(libavif, libheif, GPAC 등)이 "
        + "있습니다. 측정한 휴대전화나 카메라 중 이곳에 이름을 쓰는 것은 없습니다. 사진은 그 라이브러리가 인코딩했고 카메라 메타데이터는 옮겨 온 것입니다.",
      limits: "hdlr 박스가 말하는 것만 알려 줍니다. heif-enc(libheif 1.15)는 이곳을 비워 두므로, 측정하지 않은 기종을 heif-enc가 다시 인코딩한 파일은 잡히지 "
        + "않습니다. Apple 사진 앱에서 한 편집은 Apple의 구성을 남기므로 역시 잡히지 않습니다. 기종 대신 제조사를 쓰는 일은 없습니다.")
  ) { context in
    guard let structure = context.metadata.heif, context.hasCamera,
      HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model) == nil,
      let name = structure.handlerName, !name.trimmed.isEmpty, !HEIFFingerprints.isDeviceHandlerName(name)
    else { return nil }
    return ScoringRule.Finding(
      HEIFFindings.libraryEncoded(handler: name),
      evidence: [
        context.evidence("IFD0", "Model"), Evidence(source: "QuickTime", tag: "HandlerDescription", value: name),
      ]
      .compactMap { $0 })
  }

  static let heifGainMapDropped = ScoringRule(
    id: "heif-gain-map-dropped", kind: .copy, points: -20, category: .editing,
    title: "Apple's MakerNote records an HDR gain map the file lacks",
    explanation: """
      The EXIF's Apple MakerNote records the HDR gain the camera applied (HDRGain, tag 0x0030), which Apple \
      writes when it stores a gain-map image (urn:com:apple:photo:2020:aux:hdrgainmap) beside the picture; the \
      file holds no gain map. A converter that re-encodes the picture and copies the EXIF back leaves exactly \
      this: the maker's record, without the images it describes.
      """,
    limits: """
      Measured on few files: in metalens's samples every iPhone HEIC with HDRGain has a gain map and none \
      without it does, but Apple may change what it writes. An edit saved by Apple Photos keeps the gain map and \
      is not caught. HEIF only: an iPhone JPEG keeps its gain map in an MPF image metalens does not read.
      """,
    korean: RuleWords(
      title: "Apple MakerNote에 기록된 HDR 게인 맵이 파일에 없음",
      explanation: "EXIF의 Apple MakerNote에는 카메라가 적용한 HDR 게인(HDRGain, 태그 0x0030)이 기록되어 있습니다. Apple은 사진 옆에 "
        + "게인 맵 이미지(urn:com:apple:photo:2020:aux:hdrgainmap)를 저장할 때 이 값을 씁니다. 그런데 파일에는 게인 맵이 없습니다. 사진을 "
        + "다시 인코딩하고 EXIF를 복사해 넣는 변환 프로그램이 바로 이런 흔적을 남깁니다. 제조사의 기록은 남았지만 그 기록이 설명하는 이미지는 없습니다.",
      limits: "측정한 파일이 적습니다. metalens 표본에서는 HDRGain이 있는 iPhone HEIC에는 모두 게인 맵이 있었고, 없는 파일에는 하나도 없었지만 "
        + "Apple이 기록 방식을 바꿀 수 있습니다. Apple 사진 앱에서 저장한 편집은 게인 맵을 유지하므로 잡히지 않습니다. HEIF 전용입니다. "
        + "iPhone JPEG은 게인 맵을 metalens가 읽지 않는 MPF 이미지에 둡니다.")
  ) { context in
    guard let structure = context.metadata.heif, !structure.hasGainMap,
      let gain = context.metadata.value("Apple", "HDRGain")
    else { return nil }
    return ScoringRule.Finding(
      HEIFFindings.gainMapDropped(gain: gain.plainText),
      evidence: [
        context.evidence("IFD0", "Model"), Evidence(source: "Apple", tag: "HDRGain", value: gain.plainText),
        Evidence(
          source: "HEIF", tag: "AuxiliaryImages", value: structure.auxiliaryImages.isEmpty ? "none" : "no gain map"),
      ].compactMap { $0 })
  }

  /// The structure facts the HEIF rules rest on. The `hdlr` box is cited
  /// as ExifTool prints it: HandlerType (`pict`), and HandlerDescription,
  /// its name, only when there is one. Phones and cameras leave the name
  /// empty, and ExifTool then prints no HandlerDescription, so an empty
  /// value would be evidence nobody can find.
  static func heifEvidence(_ structure: HEIFStructure, _ context: ScoringContext) -> [Evidence] {
    var evidence: [Evidence] = []
    if let type = structure.primaryItemType {
      evidence.append(Evidence(source: "HEIF", tag: "PrimaryItemType", value: type))
    }
    if let grid = structure.grid, let tile = grid.tileSize {
      evidence.append(
        Evidence(source: "HEIF", tag: "Grid", value: "\(grid.tileCount) tiles of \(tile.width)x\(tile.height)"))
    }
    if let codec = structure.codecLevel {
      evidence.append(
        Evidence(source: "HEIF", tag: codec.box, value: "profile \(codec.profile), level \(codec.level)"))
    }
    if let type = context.evidence("QuickTime", "HandlerType") { evidence.append(type) }
    if let name = structure.handlerName, !name.isEmpty {
      evidence.append(Evidence(source: "QuickTime", tag: "HandlerDescription", value: name))
    }
    return evidence
  }
}
