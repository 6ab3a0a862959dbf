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
          severity: words.text("severity.\(rule.severity.rawValue)"),
          explanation: plain(
            words.text("rule.\(rule.id).explanation") + (rule.jpegOnly ? words.text("guide.jpeg-only") : "")),
          limits: plain(words.text("rule.\(rule.id).limits")))
      }
      return rows.isEmpty ? nil : GuideViewModel.Section(title: words.text("kind.\(kind.rawValue).title"), rules: rows)
    }
    return GuideViewModel(
      title: words.text("guide.title"),
      introduction: [
        words.text("guide.intro.0", .integer(ScoringRules.baseScore)),
        words.text("guide.intro.1"),
        words.text(
          "guide.intro.2", .integer(Verdict.possiblyEdited.highestScore), .integer(Verdict.edited.highestScore)),
      ],
      verdicts: Verdict.allCases.sorted { $0.precedence > $1.precedence }.map {
        GuideViewModel.Entry(
          label: $0.rawValue, title: words.text("verdict.\($0.rawValue).title"),
          text: plain(words.text("verdict.\($0.rawValue).meaning")))
      },
      bands: ScoringRules.Band.allCases.map {
        GuideViewModel.Entry(
          label: plain("\($0.range.lowerBound)–\($0.range.upperBound)"), title: words.text("band.\($0.rawValue).title"),
          text: words.text("band.\($0.rawValue).meaning"))
      } + [
        GuideViewModel.Entry(
          label: words.text("guide.none"), title: words.text("guide.not-scored"),
          text: words.text(
            "guide.not-scored.text", .text(Verdict.noMetadata.rawValue), .text(words.text("gauge.unscored"))))
      ],
      sections: sections,
      limits: ScoringRules.limits.indices.map { plain(words.text("limits.\($0)")) })
  }
}
