/// What the editing rules (`ScoringRules+Editing.swift`) found, in English
/// and Korean side by side. Names and values from the file go in as they
/// are; the Korean sentences are built so that no particle depends on them.
enum EditingFindings: Wording {
  /// `editor-software`: where the name was found, the family, its role and
  /// the other families named.
  case editorSoftware(source: String, tag: String, family: String, role: SoftwareSignature.Role, others: [String])
  /// `photoshop-save-quality`, with Photoshop's 0–12 quality when stored.
  case photoshopSaveQuality(quality: Int?)
  /// `save-for-web`, with the Ducky quality when stored.
  case saveForWeb(quality: String?)
  /// `photoshop-history`; an empty log is what Photoshop writes with
  /// history logging off.
  case photoshopHistory(empty: Bool)
  case cameraRawSettings(count: Int)
  case xmpHistoryEdits(count: Int)
  case c2paEditActions(count: Int)
  case derivedFrom

  func text(_ language: Language) -> String {
    switch self {
    case .editorSoftware(let source, let tag, let family, let role, let others):
      let named = others.joined(separator: ", ")
      let also = others.isEmpty ? "" : language.pick(en: " Also named: \(named).", ko: " 함께 기록된 프로그램: \(named).")
      let kind = Self.role(role, language)
      return language.pick(
        en: "\(source) \(tag) names \(family), \(kind): the file was saved by it after capture.\(also)",
        ko: "\(source) \(tag)에 기록된 프로그램: \(family)(\(kind)). 촬영 후 이 프로그램으로 저장된 파일입니다.\(also)")
    case .photoshopSaveQuality(let quality):
      return language.pick(
        en: "Photoshop's JPEG quality resource is present\(quality.map { " (quality \($0) of 12)" } ?? ""): "
          + "Photoshop saved this file.",
        ko: "Photoshop의 JPEG 품질 리소스가 있습니다\(quality.map { "(품질 12단계 중 \($0))" } ?? ""). Photoshop으로 저장된 파일입니다.")
    case .saveForWeb(let quality):
      return language.pick(
        en: "A Save for Web segment is present\(quality.map { " (quality \($0))" } ?? "").",
        ko: "'웹용으로 저장' 세그먼트가 있습니다\(quality.map { "(품질 \($0))" } ?? "").")
    case .photoshopHistory(empty: false):
      return language.pick(
        en: "Photoshop recorded an editing history in the file.", ko: "Photoshop이 파일에 편집 내역을 기록했습니다.")
    case .photoshopHistory(empty: true):
      return language.pick(
        en: "Photoshop's history property is present and empty, as Photoshop writes it with history logging off: "
          + "Photoshop saved this file.",
        ko: "Photoshop 내역 속성이 비어 있는 채로 있습니다. 내역 기록을 끈 Photoshop이 이렇게 씁니다. Photoshop으로 저장된 파일입니다.")
    case .cameraRawSettings(let count):
      return language.pick(
        en: "\(count) Camera Raw / Lightroom settings are stored: the image went through Adobe's raw pipeline.",
        ko: "Camera Raw / Lightroom 설정 \(count)개가 저장되어 있습니다. Adobe의 RAW 현상 과정을 거친 이미지입니다.")
    case .xmpHistoryEdits(let count):
      return language.pick(
        en: "The editing history lists \(count) save\(count == 1 ? "" : "s") after creation.",
        ko: "편집 내역에 생성 후 저장 기록이 \(count)건 있습니다.")
    case .c2paEditActions(let count):
      return language.pick(
        en: "The Content Credentials record \(count) editing action\(count == 1 ? "" : "s").",
        ko: "콘텐츠 자격 증명에 편집 작업 \(count)건이 기록되어 있습니다.")
    case .derivedFrom:
      return language.pick(
        en: "The file says it was derived from another document.", ko: "다른 문서에서 파생된 파일이라고 기록되어 있습니다.")
    }
  }

  /// What kind of program the named software is.
  private static func role(_ role: SoftwareSignature.Role, _ language: Language) -> String {
    switch role {
    case .editor: language.pick(en: "an image editor", ko: "이미지 편집 프로그램")
    case .converter:
      language.pick(en: "a converter that re-encodes or develops images", ko: "이미지를 다시 인코딩하거나 현상하는 변환 프로그램")
    case .metadataTool:
      language.pick(
        en: "a metadata tool, and the image data does not look as a camera encoded it",
        ko: "메타데이터 도구이며, 이미지 데이터도 카메라가 인코딩한 형태가 아님")
    case .generator: language.pick(en: "an image generator", ko: "이미지 생성기")
    }
  }
}
