/// A rule's title as typed words, for a value that keeps a rule's name
/// without keeping the rule: a batch row words its strongest sign in the
/// table's language from this, not by looking its id up in the table again,
/// so a row shows the words of the rule that fired (a rule worded by its id
/// in the layered goldens stays so in the table).
public struct RuleTitle: Wording {
  public let english: String
  public let korean: String

  public init(_ rule: ScoringRule) {
    self.english = rule.title
    self.korean = rule.korean.title
  }

  public func text(_ language: Language) -> String { language.pick(en: english, ko: korean) }
}
