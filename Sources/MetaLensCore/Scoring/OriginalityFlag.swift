/// One sign found in a file, with the evidence it rests on.
public struct OriginalityFlag: Sendable, Hashable {
  /// The rule's stable kebab-case id (`editor-software`).
  public let id: String
  public let severity: Severity
  public let category: FlagCategory
  public let kind: RuleKind
  /// Points taken from the score: 0 or negative.
  public let points: Int
  public let title: String
  /// What was found, in plain words.
  public let detail: String
  public let evidence: [Evidence]

  public init(
    id: String, severity: Severity, category: FlagCategory, kind: RuleKind, points: Int, title: String,
    detail: String, evidence: [Evidence]
  ) {
    self.id = id
    self.severity = severity
    self.category = category
    self.kind = kind
    self.points = points
    self.title = title
    self.detail = detail
    self.evidence = evidence
  }
}
