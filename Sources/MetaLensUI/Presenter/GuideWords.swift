import MetaLensCore

/// The guide's own words (its title, introduction and headings, the band
/// and severity names), English and Korean side by side (see `Wording`).
/// The rules', verdicts' and bands' meanings are Core's, beside the table.
enum GuideWords: Wording {
  case title
  case startsAt(baseScore: Int)
  case verdictFollowsEvidence
  case scoreFollowsVerdict(possiblyEdited: Int, edited: Int)
  case verdicts
  case bands
  case none
  case notScored
  case notScoredText(verdict: String, gauge: String)
  case why
  case limits
  case cannotTell
  case jpegOnly
  case high
  case medium
  case low
  case info
  case notice
  case warning
  case critical

  func text(_ language: Language) -> String {
    switch self {
    case .title:
      language.pick(en: "How metalens scores originality", ko: "metalens의 원본성 점수 산정 방식")
    case .startsAt(let baseScore):
      language.pick(
        en: "Every file starts at \(baseScore). Each rule below that finds its sign in the file takes its points and "
          + "adds a flag with the evidence: which tag, which value. The score never goes below 0.",
        ko: "모든 파일은 \(baseScore)점에서 시작합니다. 아래 규칙 중 파일에서 해당 흔적을 찾은 규칙은 그 점수를 빼고, 어떤 태그의 어떤 값인지 증거와 함께 항목을 추가합니다. 점수는 "
          + "0점 아래로 내려가지 않습니다.")
    case .verdictFollowsEvidence:
      language.pick(
        en: "The verdict follows the strongest evidence, not the score: declared AI generation beats AI editing, "
          + "which beats a definite sign of editing; probable signs alone make a file possibly edited. A likely "
          + "original must be earned: it needs the camera's make and model, a capture date and a capture setting. "
          + "With less and no definite sign there is too little to judge by, and the file is not scored.",
        ko: "판정은 점수가 아니라 가장 강한 증거를 따릅니다. AI 생성 선언이 AI 편집보다, AI 편집이 확실한 편집 흔적보다 우선하며, 편집 가능성을 시사하는 흔적만 있으면 '편집 가능성 "
          + "있음'입니다. '원본 가능성 높음'은 증거가 있어야 합니다. 카메라 제조사와 모델, 촬영 일시, 촬영 설정 하나가 필요합니다. 이보다 적고 확실한 흔적도 없으면 판단할 근거가 부족하므로 "
          + "점수를 매기지 않습니다.")
    case .scoreFollowsVerdict(let possiblyEdited, let edited):
      language.pick(
        en: "The score never contradicts the verdict: a possibly edited file scores at most \(possiblyEdited), an "
          + "edited or AI one at most \(edited), so its band below is the verdict's.",
        ko: "점수는 판정과 어긋나지 않습니다. '편집 가능성 있음'은 최고 \(possiblyEdited)점, 편집되었거나 AI가 관련된 파일은 최고 \(edited)점이므로, 아래 점수 구간이 "
          + "판정과 일치합니다.")
    case .verdicts:
      language.pick(en: "Verdicts", ko: "판정")
    case .bands:
      language.pick(en: "Score bands", ko: "점수 구간")
    case .none:
      language.pick(en: "none", ko: "없음")
    case .notScored:
      language.pick(en: "not scored", ko: "점수 없음")
    case .notScoredText(let verdict, let gauge):
      language.pick(
        en: "\(verdict): shown without a number or colour (\(gauge))",
        ko: "\(verdict): 숫자나 색 없이 표시 (\(gauge))")
    case .why:
      language.pick(en: "Why: ", ko: "근거: ")
    case .limits:
      language.pick(en: "Limits: ", ko: "한계: ")
    case .cannotTell:
      language.pick(en: "What metadata cannot tell", ko: "메타데이터로 알 수 없는 것")
    case .jpegOnly:
      language.pick(en: " (JPEG only.)", ko: " (JPEG 전용)")
    case .high:
      language.pick(en: "high", ko: "높음")
    case .medium:
      language.pick(en: "medium", ko: "중간")
    case .low:
      language.pick(en: "low", ko: "낮음")
    case .info:
      language.pick(en: "info", ko: "정보")
    case .notice:
      language.pick(en: "notice", ko: "주의")
    case .warning:
      language.pick(en: "warning", ko: "경고")
    case .critical:
      language.pick(en: "critical", ko: "심각")
    }
  }

  static func band(_ band: ScoringRules.Band) -> GuideWords {
    switch band {
    case .high: .high
    case .medium: .medium
    case .low: .low
    }
  }

  static func severity(_ severity: Severity) -> GuideWords {
    switch severity {
    case .info: .info
    case .notice: .notice
    case .warning: .warning
    case .critical: .critical
    }
  }
}
