/// What the context rules (`ScoringRules+Context.swift`) found, in English
/// and Korean side by side.
enum ContextFindings: Wording {
  case noCameraMetadata
  case gpsPresent(coordinates: String)
  case gpsAbsent
  case noSoftwareTag
  case serialNumber
  /// `c2pa-manifest`: the store's manifest count, the active manifest's
  /// claim generator and signer, and the validation's state (nil when it
  /// could not be checked).
  case c2paManifest(count: Int, generator: String?, signer: String?, state: C2PAValidation.State?)
  /// `c2pa-manifest` for an XMP pointer to a manifest elsewhere.
  case c2paManifestRemote
  /// `c2pa-manifest` for an embedded store that could not be read, with the
  /// first problem when known.
  case c2paManifestUnreadable(problem: String?)
  case digitalSourceType(term: String)
  /// `makernote-present`: its length in bytes, and the maker when known.
  case makerNotePresent(length: Int, maker: String?)
  /// `dates-consistent`: the dates the file holds, and DateTimeOriginal.
  case datesConsistent(names: [String], original: String)
  case cameraQuantizationTables
  case declaredCapture

  func text(_ language: Language) -> String {
    switch self {
    case .noCameraMetadata:
      language.pick(
        en: "The file has no make, model, capture date or exposure settings.", ko: "제조사, 모델, 촬영 일시, 노출 설정이 모두 없습니다.")
    case .gpsPresent(let coordinates): language.pick(en: "GPS position \(coordinates).", ko: "GPS 위치: \(coordinates).")
    case .gpsAbsent: language.pick(en: "The file records no GPS position.", ko: "GPS 위치가 기록되어 있지 않습니다.")
    case .noSoftwareTag: language.pick(en: "IFD0 Software is not set.", ko: "IFD0 Software가 비어 있습니다.")
    case .serialNumber: language.pick(en: "The file records a serial number.", ko: "일련번호가 기록되어 있습니다.")
    case .c2paManifest(let count, let generator, let signer, let state):
      Self.manifest(count: count, generator: generator, signer: signer, state: state, language)
    case .c2paManifestRemote:
      language.pick(
        en: "The XMP points to a C2PA manifest stored elsewhere; metalens does not fetch it.",
        ko: "XMP가 다른 곳에 저장된 C2PA 매니페스트를 가리킵니다. metalens는 이를 내려받지 않습니다.")
    case .c2paManifestUnreadable(let problem):
      language.pick(
        en: "A C2PA manifest store is embedded but could not be read: \(problem ?? "unknown problem").",
        ko: "C2PA 매니페스트 저장소가 들어 있으나 읽을 수 없었습니다: \(problem ?? "알 수 없는 문제").")
    case .digitalSourceType(let term):
      language.pick(en: "The file declares its source as \(term).", ko: "파일에 선언된 출처 유형: \(term).")
    case .makerNotePresent(let length, let maker):
      language.pick(
        en: "A \(length)-byte MakerNote\(maker.map { " from \($0)" } ?? "") is present.",
        ko: "\(maker.map { "\($0)의 " } ?? "")\(length)바이트 MakerNote가 있습니다.")
    case .datesConsistent(let names, let original):
      language.pick(
        en: "\(language.list(names)) agree (\(language.date(original))).",
        ko: "\(language.list(names))가 일치합니다(\(language.date(original))).")
    case .cameraQuantizationTables:
      language.pick(
        en: "The quantization tables are not scaled IJG standard tables.", ko: "양자화 테이블이 IJG 표준 테이블을 배율 조정한 것이 아닙니다.")
    case .declaredCapture:
      language.pick(en: "The file declares that it was captured by a camera.", ko: "카메라로 촬영했다고 파일에 선언되어 있습니다.")
    }
  }

  private static func manifest(
    count: Int, generator: String?, signer: String?, state: C2PAValidation.State?, _ language: Language
  ) -> String {
    let checked: String
    switch state {
    case .invalid: checked = language.pick(en: "checked: invalid.", ko: "검사 결과: 유효하지 않음.")
    case .valid: checked = language.pick(en: "checked: valid.", ko: "검사 결과: 유효.")
    case .trusted: checked = language.pick(en: "checked: trusted.", ko: "검사 결과: 신뢰됨.")
    case nil: checked = language.pick(en: "it could not be checked.", ko: "검사할 수 없었습니다.")
    }
    // A name that ends in a full stop ("Adobe Inc.") ends the Korean sentence.
    let ended = { (name: String) in name.hasSuffix(".") ? name : name + "." }
    let by = generator.map { language.pick(en: " by \($0)", ko: " 작성: " + ended($0)) } ?? ""
    let signed = signer.map { language.pick(en: ", signed by \($0)", ko: " 서명: " + ended($0)) } ?? ""
    return language.pick(
      en: "A C2PA manifest store (\(count) manifest\(count == 1 ? "" : "s")) was written\(by)\(signed); \(checked) "
        + "Valid means unchanged since signing, trusted that the signer is on a trust list; neither proves the image true.",
      ko: "C2PA 매니페스트 저장소(매니페스트 \(count)개)가 있습니다.\(by)\(signed) \(checked) 유효는 서명 후 바뀌지 않았다는 뜻이고, "
        + "신뢰는 서명자가 신뢰 목록에 있다는 뜻입니다. 어느 쪽도 이미지가 사실임을 증명하지는 않습니다.")
  }
}
