/// Applies the rule table to a file's metadata (and the content analysis,
/// when it ran) and concludes: a score, a
/// verdict from the strongest evidence, and the flags with their evidence.
public struct OriginalityScorer: Sendable {
  public let rules: [ScoringRule]

  public init(rules: [ScoringRule] = ScoringRules.all) {
    self.rules = rules
  }

  public func score(_ metadata: PhotoMetadata, analysis: ContentAnalysis = ContentAnalysis()) -> OriginalityReport {
    let context = ScoringContext(metadata, analysis: analysis)
    var flags: [OriginalityFlag] = []
    var verdict = Verdict.likelyOriginal
    for rule in rules {
      guard let finding = rule.evaluate(context) else { continue }
      if let implied = rule.verdict, implied.precedence > verdict.precedence { verdict = implied }
      flags.append(OriginalityFlag(rule: rule, finding: finding))
    }
    let points = ScoringRules.baseScore + flags.reduce(0) { $0 + $1.points }
    let score = max(0, min(verdict.highestScore, points))
    return OriginalityReport(
      score: score, verdict: verdict, flags: Self.ordered(flags), ai: AIDeclaration(context),
      fileOrigin: FileOrigin(metadata: metadata, verdict: verdict, flags: flags))
  }

  /// Strongest first: by severity, then by points; positive evidence last;
  /// the table's order breaks ties, so the order is stable.
  static func ordered(_ flags: [OriginalityFlag]) -> [OriginalityFlag] {
    flags.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if (a.kind == .positive) != (b.kind == .positive) { return b.kind == .positive }
      if a.severity != b.severity { return a.severity > b.severity }
      if a.points != b.points { return a.points < b.points }
      return left.offset < right.offset
    }.map(\.element)
  }
}
