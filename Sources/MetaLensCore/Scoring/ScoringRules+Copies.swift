/// Rules that say a file is a copy encoded again — a messenger's, a social
/// network's, a library's — from its JPEG header alone (issue 29): not the
/// camera's original file, whatever is or is not left of its metadata, and
/// no sign by itself that the picture was changed. They work with
/// `--metadata-only`; `docs/RECEIVED-COPIES.md` lists the fingerprints and
/// what they were measured on.
extension ScoringRules {
  static let platformReencoded = ScoringRule(
    id: "platform-reencoded", kind: .copy, points: -25, category: .editing,
    title: "Re-encoded as a messenger or social network does",
    explanation: """
      The header matches what a messenger or social network writes when it re-encodes a photo: its \
      quantization tables at its quality, Huffman tables made for the image or progressive scans, the segments \
      it keeps and drops, its ICC profile and a long edge on its size ladder (Giudice et al., "image \
      ballistics of social data", ICIAP 2017). No camera writes them together, so this is not the camera's \
      original file. The re-encoding removes the metadata too, so its absence says nothing of the sender.
      """,
    limits: """
      "Consistent with", never "made by": Android's system encoder and libjpeg write the same headers for any \
      app, and the report names who else does. Platforms change their encoders; the table knows the outputs \
      measured in metalens's samples. The re-encoding hides what happened to the picture before it was sent: \
      compare the copy with the sender's original. The file's name is weak evidence, never a match. JPEG only.
      """,
    korean: RuleWords(
      title: "메신저나 SNS가 하는 방식으로 다시 인코딩됨",
      explanation: "헤더가 메신저나 SNS가 사진을 다시 인코딩할 때 쓰는 것과 일치합니다. 그 서비스의 화질에 맞춘 양자화 테이블, 이미지에 맞춰 만든 허프만 테이블이나 프로그레시브 스캔, "
        + "남기고 지우는 세그먼트, ICC 프로파일, 그 서비스의 크기 단계에 맞는 긴 변 길이입니다(Giudice 외, \"image ballistics of social "
        + "data\", ICIAP 2017). 카메라는 이것들을 함께 쓰지 않으므로 카메라의 원본 파일이 아닙니다. 재인코딩은 메타데이터도 지우므로, 메타데이터가 없다는 것은 보낸 "
        + "사람에 대해 아무것도 말해 주지 않습니다.",
      limits: "\"일치한다\"는 뜻일 뿐 \"그 서비스가 만들었다\"는 뜻이 아닙니다. 안드로이드 시스템 인코더와 libjpeg는 어떤 앱에서든 같은 헤더를 쓰며, 보고서는 같은 헤더를 쓰는 다른 "
        + "주체를 함께 밝힙니다. 서비스는 인코더를 바꾸기도 하며, 표는 metalens의 표본에서 측정한 출력만 압니다. 재인코딩은 보내기 전에 사진에 일어난 일을 가립니다. 사본을 보낸 "
        + "사람의 원본과 비교하십시오. 파일 이름은 약한 증거이며 그것만으로는 일치로 보지 않습니다. JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard !context.platforms.isEmpty else { return nil }
    let named = context.platforms.map { "\($0.platform.displayName) (\($0.variant))" }.uniqued()
    let shared = context.platforms.compactMap(\.sharedWith).uniqued()
    let originals = context.platforms.map(\.platform).filter(\.keepsOriginalsOnRequest).uniqued()
    return ScoringRule.Finding(
      CopyFindings.platformReencoded(named: named, shared: shared, originals: originals.map(\.displayName)),
      evidence: context.platforms.flatMap { match in
        match.facts.map { Evidence(source: "JPEG", tag: $0.marker, value: $0.value) }
      }.uniqued())
  }

  static let softwareEncoded = ScoringRule(
    id: "software-encoded", kind: .copy, points: -25, category: .editing,
    title: "Encoded by a program, not a camera",
    explanation: """
      A file that names no camera was encoded by software when its header shows what no camera writes: \
      mozjpeg's or Photoshop's quantization tables; Android's system encoder's ICC profile ("sRGB", Google Inc. \
      2016); or libjpeg's standard tables with a JFIF header and Huffman tables made for the image or \
      progressive scans, as libjpeg and ImageMagick save. It is a copy made by a converter, an editor's export, \
      a web service or an app, not a camera's original file.
      """,
    limits: """
      Says which encoder, not what it was given: a converter re-encodes an untouched photo as readily as an \
      edited one. Cameras write libjpeg's tables too (Canon's optimise their Huffman tables), so a file with \
      those tables and no JFIF header, or general Huffman tables in one scan, is not flagged: it may be a \
      camera's file with its metadata removed. A lossless rewrite (jpegtran -optimize) looks like a re-encode \
      here. A file that names a camera is judged by the camera-table rules instead. JPEG only.
      """,
    korean: RuleWords(
      title: "카메라가 아닌 프로그램이 인코딩함",
      explanation: "카메라 이름이 없는 파일의 헤더에 카메라가 쓰지 않는 것이 있으면 소프트웨어가 인코딩한 것입니다. mozjpeg나 포토샵의 양자화 테이블, 안드로이드 시스템 인코더의 ICC "
        + "프로파일(\"sRGB\", Google Inc. 2016), 또는 libjpeg와 ImageMagick이 저장하듯 JFIF 헤더와 함께 쓴 libjpeg 표준 테이블에 "
        + "이미지에 맞춰 만든 허프만 테이블이나 프로그레시브 스캔입니다. 변환기, 편집기의 내보내기, 웹 서비스나 앱이 만든 사본이며 카메라의 원본 파일이 아닙니다.",
      limits: "어떤 인코더인지는 알려 주지만 무엇을 받았는지는 알려 주지 않습니다. 변환기는 손대지 않은 사진도 편집된 사진만큼 쉽게 다시 인코딩합니다. 카메라도 libjpeg 테이블을 "
        + "씁니다(캐논은 허프만 테이블을 최적화합니다). 그래서 그 테이블에 JFIF 헤더가 없거나, 범용 허프만 테이블과 한 번의 스캔으로 쓴 파일은 표시하지 않습니다. 메타데이터만 지운 "
        + "카메라 파일일 수 있기 때문입니다. 무손실 재작성(jpegtran -optimize)도 여기서는 재인코딩처럼 보입니다. 카메라 이름이 있는 파일은 카메라 테이블 규칙으로 판단합니다. "
        + "JPEG 전용입니다."),
    jpegOnly: true
  ) { context in
    guard context.platforms.isEmpty, !context.hasCamera, let encoding = context.encoding,
      let encoder = context.encoder, let fact = softwareFact(encoding, encoder)
    else { return nil }
    return ScoringRule.Finding(CopyFindings.softwareEncoded(fact), evidence: [fact.evidence])
  }

  /// The header fact that software, not a camera, encoded a file; nil when
  /// a camera could have written it with its metadata removed since. The
  /// camera originals of the corpus carry neither mozjpeg's nor Photoshop's
  /// tables nor Android's profile (`CameraOriginalsEncodingTests`), and none
  /// a JFIF header beside libjpeg's tables with optimised or progressive
  /// coding: libjpeg writes JFIF by default, an EXIF-stripping tool
  /// (exiftool -all=) removes it.
  static func softwareFact(_ encoding: JPEGEncoding, _ encoder: EncoderIdentity) -> SoftwareEncodingFact? {
    if encoding.iccDescription == "sRGB" && encoding.iccCopyright == "Google Inc. 2016" { return .androidProfile }
    switch encoder.family {
    case .mozjpeg: return .mozjpeg(quality: encoder.quality)
    case .photoshop: return .photoshop(quality: encoder.quality)
    case .ijg where encoding.jfif != nil && (encoder.huffman == .optimized || encoder.progressive):
      return .ijg(quality: encoder.quality, progressive: encoder.progressive)
    default: return nil
    }
  }
}

extension Array where Element: Hashable {
  /// The elements in their order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
