/// Shortcuts for the words most components need: a rule's and a flag's
/// title, and a reading notice.
extension Catalogue {
  /// The rule's title in this catalogue's language.
  public func title(of rule: ScoringRule) -> String { rule.title(in: language) }

  public func title(of flag: OriginalityFlag) -> String { title(of: flag.rule) }

  /// A reading notice. Its message is English with the file's own numbers
  /// in it; other languages say what the notice means by its code and keep
  /// the English message after it as the technical detail, so no number or
  /// name from the file is lost in translation.
  public func notice(_ notice: ReadingNotice) -> String {
    guard language != .en else { return notice.message }
    return text("notice.format", .message(Message("notice.\(notice.code.rawValue)")), .text(notice.message))
  }
}
