import MetaLensCore

/// Words the scoring table as the guide shows it. Everything comes from the
/// table the scorer uses, so the guide cannot drift from the scoring.
public struct GuidePresenter: Sendable {
  public let rules: [ScoringRule]

  public init(rules: [ScoringRule] = ScoringRules.all) {
    self.rules = rules
  }

  /// The guide in `language`; rule ids and verdict ids stay as they are,
  /// since they are what `--json` and scripts use.
  public func present(symbols: Symbols = .unicode, language: Language = .en) -> GuideViewModel {
    let plain = symbols.plain
    let words = Catalogue.of(language)
    let sections = RuleKind.allCases.compactMap { kind -> GuideViewModel.Section? in
      let rows = rules.filter { $0.kind == kind }.map { rule in
        GuideViewModel.Rule(
          points: rule.points == 0 ? "0" : String(rule.points), id: rule.id, title: plain(words.title(of: rule)),
          severity: words.text(GuideWords.severity(rule.severity)),
          explanation: plain(
            rule.explanation(in: language) + (rule.jpegOnly ? words.text(GuideWords.jpegOnly) : "")),
          limits: plain(rule.limits(in: language)))
      }
      return rows.isEmpty ? nil : GuideViewModel.Section(title: words.text(TableWords.kind(kind)), rules: rows)
    }
    return GuideViewModel(
      title: words.text(GuideWords.title),
      introduction: [
        words.text(GuideWords.startsAt(baseScore: ScoringRules.baseScore)),
        words.text(GuideWords.verdictFollowsEvidence),
        words.text(
          GuideWords.scoreFollowsVerdict(
            possiblyEdited: Verdict.possiblyEdited.highestScore, edited: Verdict.edited.highestScore)),
      ],
      verdicts: Verdict.allCases.sorted { $0.precedence > $1.precedence }.map {
        GuideViewModel.Entry(
          label: $0.rawValue, title: words.text(VerdictWords.title($0)),
          text: plain(words.text(VerdictWords.meaning($0))))
      },
      bands: ScoringRules.Band.allCases.map {
        GuideViewModel.Entry(
          label: plain("\($0.range.lowerBound)–\($0.range.upperBound)"), title: words.text(GuideWords.band($0)),
          text: words.text(TableWords.band($0)))
      } + [
        GuideViewModel.Entry(
          label: words.text(GuideWords.none), title: words.text(GuideWords.notScored),
          text: words.text(
            GuideWords.notScoredText(verdict: Verdict.noMetadata.rawValue, gauge: words.text(ReportWords.unscored))))
      ],
      sections: sections,
      limits: TableWords.Limit.allCases.map { plain(words.text(TableWords.limit($0))) })
  }
}
