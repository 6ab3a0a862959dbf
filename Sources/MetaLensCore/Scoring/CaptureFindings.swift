/// What the capture rules (`ScoringRules+Capture.swift`) found, in English
/// and Korean side by side.
enum CaptureFindings: Wording {
  /// `capture-evidence-incomplete`: the missing items, tag names or
  /// `ScoringContext`'s "exposure settings".
  case captureEvidenceIncomplete(missing: [String])
  /// `metadata-rewritten`, with the metadata tool's family.
  case metadataRewritten(family: String)
  /// `device-format-mismatch`: the Make, and the container no camera writes.
  case deviceFormatMismatch(make: String, format: ImageFormat)
  /// `raw-converted`: the raw file a DNG names as its original.
  case rawConverted(original: String)

  func text(_ language: Language) -> String {
    switch self {
    case .captureEvidenceIncomplete(let missing):
      let items = language.list(
        missing.map { $0 == "exposure settings" ? language.pick(en: "exposure settings", ko: "노출 설정") : $0 })
      return language.pick(
        en: "The file lacks \(items), so it cannot be called a likely original.",
        ko: "다음 항목이 없어 원본 가능성이 높다고 볼 수 없습니다: \(items).")
    case .metadataRewritten(let family):
      return language.pick(
        en: "Metadata rewritten by \(family); image data as the camera encoded it.",
        ko: "메타데이터를 다시 쓴 도구: \(family). 이미지 데이터는 카메라가 인코딩한 그대로입니다.")
    case .deviceFormatMismatch(let make, let format):
      let reason = Self.reason(format, language)
      return language.pick(
        en: "IFD0 Make is \(make), but the file is a \(format.rawValue). \(reason)",
        ko: "IFD0 Make 값은 \(make)인데 파일 형식은 \(format.rawValue)입니다. \(reason)")
    case .rawConverted(let original):
      return language.pick(
        en: "The DNG names \(original) as the raw file it was converted from.",
        ko: "이 DNG는 자신을 변환해 만든 원래 RAW 파일로 \(original)을(를) 기록하고 있습니다.")
    }
  }

  /// Why no camera writes `format`: the English from the table
  /// (`DeviceFormats.foreign`, so finding and table cannot drift apart),
  /// the Korean beside it here.
  static func reason(_ format: ImageFormat, _ language: Language) -> String {
    let english = DeviceFormats.foreignEntry(for: format)?.reason ?? ""
    let korean: String
    switch format {
    case .png:
      korean =
        "카메라와 휴대전화는 사진을 JPEG, HEIF 또는 RAW로 저장하며 PNG로는 저장하지 않습니다. 휴대전화의 PNG는 화면 캡처이고 카메라 제조사나 모델을 기록하지 않으므로, "
        + "PNG 안의 카메라 EXIF는 편집 또는 변환 프로그램이 옮겨 온 것입니다."
    case .webp:
      korean = "사진을 WebP로 저장하는 카메라나 휴대전화 카메라 앱은 없습니다. WebP 안의 카메라 EXIF는 변환 프로그램이나 업로드 서비스가 옮겨 온 것입니다."
    case .gif: korean = "카메라와 휴대전화는 사진을 GIF(최대 256색)로 저장하지 않습니다. GIF 안의 카메라 메타데이터는 변환 프로그램이 옮겨 온 것입니다."
    default: korean = english
    }
    return language.pick(en: english, ko: korean)
  }
}
