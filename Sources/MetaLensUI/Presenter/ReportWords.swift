import MetaLensCore

/// The report's own words, shared by the terminal and the page: headings,
/// the summary card's row labels, the gauge and the reading-notices block;
/// English and Korean side by side (see `Wording`).
enum ReportWords: Wording {
  /// `Read with 2 notices: …` under the gauge.
  case readWithNotices(count: Int)
  case summary
  case flags
  case positives
  case map
  case footer
  case camera
  case lens
  case exposure
  case captured
  case dimensions
  case location
  case software
  case provenance
  case ai
  case file
  case origin
  case picture
  case equivalentFocalLength(millimetres: Int)
  case prompt(cut: String)
  case declaredAI
  case unscored
  case noticesTitle
  case noticesIntro
  case moreNotices(ellipsis: String, hidden: Int)

  func text(_ language: Language) -> String {
    switch self {
    case .readWithNotices(let count):
      language.pick(
        en:
          "Read with \(count) notice\(count == 1 ? "" : "s"): the file is damaged or unusual, and the verdict rests on "
          + "what could be read (see Reading notices below).",
        ko: "읽기 알림 \(count)건: 파일이 손상되었거나 일반적이지 않으며, 판정은 읽을 수 있었던 부분에 근거합니다(아래 읽기 알림 참조).")
    case .summary:
      language.pick(en: "Summary", ko: "요약")
    case .flags:
      language.pick(en: "Flags", ko: "확인된 사항")
    case .positives:
      language.pick(en: "Positive evidence", ko: "원본을 뒷받침하는 증거")
    case .map:
      language.pick(en: "Map", ko: "지도")
    case .footer:
      language.pick(
        en: "Run 'metalens guide' to see how the score is computed.",
        ko: "점수 산정 방식은 'metalens guide'로 볼 수 있습니다.")
    case .camera:
      language.pick(en: "Camera", ko: "카메라")
    case .lens:
      language.pick(en: "Lens", ko: "렌즈")
    case .exposure:
      language.pick(en: "Exposure", ko: "노출")
    case .captured:
      language.pick(en: "Captured", ko: "촬영 일시")
    case .dimensions:
      language.pick(en: "Dimensions", ko: "크기")
    case .location:
      language.pick(en: "Location", ko: "위치")
    case .software:
      language.pick(en: "Software", ko: "소프트웨어")
    case .provenance:
      language.pick(en: "Provenance", ko: "출처")
    case .ai: "AI"
    case .file:
      language.pick(en: "File", ko: "파일")
    case .origin:
      language.pick(en: "Origin", ko: "원본 여부")
    case .picture:
      language.pick(en: "Picture", ko: "사진 내용")
    case .equivalentFocalLength(let millimetres):
      language.pick(en: " (\(millimetres) mm equiv.)", ko: " (35mm 환산 \(millimetres) mm)")
    case .prompt(let cut):
      language.pick(en: "prompt \"\(cut)\"", ko: "프롬프트 \"\(cut)\"")
    case .declaredAI:
      language.pick(en: "declared AI-generated", ko: "AI 생성으로 선언됨")
    case .unscored:
      language.pick(en: "not enough metadata to score", ko: "메타데이터가 부족해 점수를 매길 수 없음")
    case .noticesTitle:
      language.pick(en: "Reading notices", ko: "읽기 알림")
    case .noticesIntro:
      language.pick(
        en: "The file is damaged or unusual; the report shows what could be read.",
        ko: "파일이 손상되었거나 일반적이지 않습니다. 보고서는 읽을 수 있었던 부분을 보여 줍니다.")
    case .moreNotices(let ellipsis, let hidden):
      language.pick(
        en: "\(ellipsis) and \(hidden) more (--json lists them all)",
        ko: "\(ellipsis) 외 \(hidden)건 (--json에 모두 나옵니다)")
    }
  }

}
