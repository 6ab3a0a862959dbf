/// One rule of the scoring table: what it looks for, what it costs, why it
/// matters and what it cannot tell. The scorer and `metalens guide` both read
/// these, so the guide cannot drift from the scoring.
public struct ScoringRule: Sendable {
  /// What a rule found in one file.
  public struct Finding: Sendable {
    public let detail: String
    public let evidence: [Evidence]

    public init(_ detail: String, evidence: [Evidence]) {
      self.detail = detail
      self.evidence = evidence
    }
  }

  /// Stable kebab-case id, used in JSON and the guide.
  public let id: String
  public let kind: RuleKind
  /// 0 or negative.
  public let points: Int
  /// Follows from `kind`.
  public var severity: Severity { kind.severity }
  public let category: FlagCategory
  public let title: String
  /// Why the sign matters, in plain words.
  public let explanation: String
  /// What the sign cannot tell, and when it misleads.
  public let limits: String
  /// True for rules that only make sense for JPEG files.
  public let jpegOnly: Bool
  /// The verdict the rule leads to when it fires, if any.
  public let verdict: Verdict?
  let check: @Sendable (ScoringContext) -> Finding?

  init(
    id: String, kind: RuleKind, points: Int = 0, category: FlagCategory, title: String,
    explanation: String, limits: String, jpegOnly: Bool = false, verdict: Verdict? = nil,
    check: @escaping @Sendable (ScoringContext) -> Finding?
  ) {
    self.id = id
    self.kind = kind
    self.points = points
    self.category = category
    self.title = title
    self.explanation = explanation
    self.limits = limits
    self.jpegOnly = jpegOnly
    self.check = check
    self.verdict = verdict ?? Self.defaultVerdict(kind)
  }

  private static func defaultVerdict(_ kind: RuleKind) -> Verdict? {
    switch kind {
    case .ai: .aiGenerated
    case .definite: .edited
    case .probable: .possiblyEdited
    case .missing: .noMetadata
    case .neutral, .positive: nil
    }
  }

  /// Runs the rule on a file.
  public func evaluate(_ context: ScoringContext) -> Finding? {
    if jpegOnly && context.metadata.file.format != .jpeg { return nil }
    return check(context)
  }
}
