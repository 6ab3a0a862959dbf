import MetaLensCore

/// The words of an exhibit (issue 37): case details, the printed pages'
/// footer, the appendix's headings, and the regions map's caption, English
/// and Korean side by side (see `Wording`). The methods' own words are
/// beside them in `ExaminationMethod+Words.swift`.
enum ExhibitWords: Wording {
  case custodyCase
  case custodyExaminer
  case custodyNote
  /// "page x of y", with `page` and `pages` put where the numbers go (the
  /// footer passes markers it turns into CSS counters).
  case footerPage(page: String, pages: String)
  case appendixTitle
  case appendixIntro
  case appendixRules
  case appendixMethods
  case appendixSource(String)
  case cannotTell
  case regionsMap

  func text(_ language: Language) -> String {
    switch self {
    case .custodyCase: language.pick(en: "Case", ko: "사건번호")
    case .custodyExaminer: language.pick(en: "Examiner", ko: "감정인")
    case .custodyNote: language.pick(en: "Note", ko: "비고")
    case .footerPage(let page, let pages): language.pick(en: "page \(page) of \(pages)", ko: "\(pages)쪽 중 \(page)쪽")
    case .appendixTitle: language.pick(en: "Appendix: method and limits", ko: "부록: 감정 방법과 한계")
    case .appendixIntro:
      language.pick(
        en: "How this report was reached, for a reader without MetaLens: the reasoning and limits of each rule that "
          + "fired (the same words as metalens guide), how each check beyond the metadata works, and what this "
          + "examination cannot tell.",
        ko: "MetaLens가 없는 독자를 위해 이 보고서의 결론에 이른 과정을 적습니다. 적용된 각 규칙의 근거와 한계(metalens guide와 같은 문장), "
          + "메타데이터 밖의 각 검사가 어떻게 이루어지는지, 그리고 이 감정으로 알 수 없는 것입니다.")
    case .appendixRules: language.pick(en: "Rules that fired", ko: "적용된 규칙")
    case .appendixMethods:
      language.pick(
        en: "How the image data and Content Credentials were checked", ko: "이미지 데이터와 콘텐츠 자격 증명(C2PA)의 검사 방법")
    case .appendixSource(let source): language.pick(en: "Source: \(source).", ko: "출처: \(source).")
    case .cannotTell: language.pick(en: "What this examination cannot tell", ko: "이 감정으로 알 수 없는 것")
    case .regionsMap:
      language.pick(en: "Blocks compressed once (red) and twice (blue)", ko: "한 번 압축된 블록(빨강)과 두 번 압축된 블록(파랑)")
    }
  }
}
