import MetaLensCore

/// `metalens guide --json`: the scoring table, as the scorer uses it.
public struct GuideDocument: Encodable {
  struct Band: Encodable {
    let name: String
    let minimum: Int
    let maximum: Int
    let meaning: String
  }

  struct VerdictEntry: Encodable {
    let id: Verdict
    let title: String
    let meaning: String
  }

  struct Rule: Encodable {
    let id: String
    let kind: RuleKind
    let points: Int
    let severity: Severity
    let category: FlagCategory
    let title: String
    let explanation: String
    let limits: String
    let jpegOnly: Bool
    let verdict: Verdict?
  }

  let schemaVersion = InspectDocument.schemaVersion
  let baseScore = ScoringRules.baseScore
  let bands = ScoringRules.Band.allCases.map {
    Band(name: $0.rawValue, minimum: $0.range.lowerBound, maximum: $0.range.upperBound, meaning: $0.meaning)
  }
  let verdicts = Verdict.allCases.map { VerdictEntry(id: $0, title: $0.title, meaning: $0.meaning) }
  let rules: [Rule]
  let limits = ScoringRules.limits

  public init(rules: [ScoringRule] = ScoringRules.all) {
    self.rules = rules.map {
      Rule(
        id: $0.id, kind: $0.kind, points: $0.points, severity: $0.severity, category: $0.category, title: $0.title,
        explanation: $0.explanation, limits: $0.limits, jpegOnly: $0.jpegOnly, verdict: $0.verdict)
    }
  }
}
