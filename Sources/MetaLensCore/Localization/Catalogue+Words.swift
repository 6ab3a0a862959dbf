/// Shortcuts for the words most components need: a rule's and a flag's
/// title, and a reading notice.
extension Catalogue {
  /// The rule's title in this catalogue's language.
  public func title(of rule: ScoringRule) -> String { rule.title(in: language) }

  public func title(of flag: OriginalityFlag) -> String { title(of: flag.rule) }

  /// A reading notice in this catalogue's language (`NoticeWording`).
  public func notice(_ notice: ReadingNotice) -> String { notice.words.text(language) }
}
