import MetaLensCore

/// Words the scoring table as the guide shows it. Everything comes from the
/// table the scorer uses, so the guide cannot drift from the scoring.
public struct GuidePresenter: Sendable {
  public let rules: [ScoringRule]

  public init(rules: [ScoringRule] = ScoringRules.all) {
    self.rules = rules
  }

  public func present(symbols: Symbols = .unicode) -> GuideViewModel {
    let plain = symbols.plain
    let sections = RuleKind.allCases.compactMap { kind -> GuideViewModel.Section? in
      let rows = rules.filter { $0.kind == kind }.map { rule in
        GuideViewModel.Rule(
          points: rule.points == 0 ? "0" : String(rule.points), id: rule.id, title: plain(rule.title),
          severity: rule.severity.rawValue,
          explanation: plain(rule.explanation + (rule.jpegOnly ? " (JPEG only.)" : "")), limits: plain(rule.limits))
      }
      return rows.isEmpty ? nil : GuideViewModel.Section(title: kind.title, rules: rows)
    }
    return GuideViewModel(
      title: "How metalens scores originality",
      introduction: [
        "Every file starts at \(ScoringRules.baseScore). Each rule below that finds its sign in the file takes its "
          + "points and adds a flag with the evidence: which tag, which value. The score never goes below 0.",
        "The verdict follows the strongest evidence, not the score: declared AI generation beats AI editing, "
          + "which beats a definite sign of editing; probable signs alone make a file possibly edited. A likely "
          + "original must be earned: it needs the camera's make and model, a capture date and a capture setting. "
          + "With less and no definite sign there is too little to judge by, and the file is not scored.",
        "The score never contradicts the verdict: a possibly edited file scores at most "
          + "\(Verdict.possiblyEdited.highestScore), an edited or AI one at most \(Verdict.edited.highestScore), so "
          + "its band below is the verdict's.",
      ],
      verdicts: Verdict.allCases.sorted { $0.precedence > $1.precedence }.map {
        GuideViewModel.Entry(label: $0.rawValue, title: $0.title, text: plain($0.meaning))
      },
      bands: ScoringRules.Band.allCases.map {
        GuideViewModel.Entry(
          label: plain("\($0.range.lowerBound)–\($0.range.upperBound)"), title: $0.rawValue, text: $0.meaning)
      } + [
        GuideViewModel.Entry(
          label: "none", title: "not scored",
          text: "\(Verdict.noMetadata.rawValue): shown without a number or colour (\(ScoreGauge.unscoredText))")
      ],
      sections: sections,
      limits: ScoringRules.limits.map(plain))
  }
}
