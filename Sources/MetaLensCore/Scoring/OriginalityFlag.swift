/// One sign found in a file: the rule that found it, what it found in plain
/// words, and the evidence it rests on.
///
/// The same value goes from the scorer to the JSON document and the text
/// components; the rule's own fields (id, kind, points…) are read through
/// it, never copied, and the evidence stays structured until a component
/// renders it.
public struct OriginalityFlag: Sendable, Hashable {
  public let rule: ScoringRule
  /// What was found, as typed words: `detail` is their English wording
  /// (JSON), the text components word them in the reader's language.
  public let words: AnyWording
  public let evidence: [Evidence]

  public init(rule: ScoringRule, finding: ScoringRule.Finding) {
    self.rule = rule
    self.words = finding.words
    self.evidence = finding.evidence
  }

  /// What was found, in plain English words.
  public var detail: String { words.text(.en) }

  /// The rule's stable kebab-case id (`editor-software`).
  public var id: String { rule.id }
  public var kind: RuleKind { rule.kind }
  public var severity: Severity { rule.severity }
  public var category: FlagCategory { rule.category }
  /// Points taken from the score: 0 or negative.
  public var points: Int { rule.points }
  public var title: String { rule.title }
  /// Evidence for originality rather than a sign against it.
  public var isPositive: Bool { rule.kind == .positive }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rule.id == rhs.rule.id && lhs.words == rhs.words && lhs.evidence == rhs.evidence
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule.id)
    hasher.combine(words)
    hasher.combine(evidence)
  }
}
