/// A rule's title, explanation and limits in a language other than
/// English, written beside the rule in its `ScoringRules+<Area>.swift`
/// (the English stays the rule's own `title`, `explanation`, `limits`):
/// `ScoringRule`'s initialiser requires them, so a rule without its Korean
/// does not compile.
public struct RuleWords: Sendable {
  public let title: String
  public let explanation: String
  public let limits: String

  public init(title: String, explanation: String, limits: String) {
    self.title = title
    self.explanation = explanation
    self.limits = limits
  }
}
