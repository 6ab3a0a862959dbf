import MetaLensCore

/// `metalens guide --json`: the scoring table, as the scorer uses it.
public struct GuideDocument: JSONValueRepresentable {
  let rules: [ScoringRule]

  public init(rules: [ScoringRule] = ScoringRules.all) { self.rules = rules }

  public var json: JSONValue {
    .members([
      ("schemaVersion", .int(InspectDocument.schemaVersion)),
      ("baseScore", .int(ScoringRules.baseScore)),
      (
        "bands",
        .array(
          ScoringRules.Band.allCases.map {
            .members([
              ("name", .string($0.rawValue)), ("minimum", .int($0.range.lowerBound)),
              ("maximum", .int($0.range.upperBound)), ("meaning", .string($0.meaning)),
            ])
          })
      ),
      (
        "verdicts",
        .array(
          Verdict.allCases.map {
            .members([("id", .string($0.rawValue)), ("title", .string($0.title)), ("meaning", .string($0.meaning))])
          })
      ),
      ("rules", .array(rules.map(Self.rule))),
      ("limits", .array(ScoringRules.limits.map(JSONValue.string))),
    ])
  }

  static func rule(_ rule: ScoringRule) -> JSONValue {
    .members([
      ("id", .string(rule.id)), ("kind", .string(rule.kind.rawValue)), ("points", .int(rule.points)),
      ("severity", .string(rule.severity.rawValue)), ("category", .string(rule.category.rawValue)),
      ("title", .string(rule.title)), ("explanation", .string(rule.explanation)), ("limits", .string(rule.limits)),
      ("jpegOnly", .bool(rule.jpegOnly)), ("verdict", rule.verdict.map { .string($0.rawValue) }),
    ])
  }
}
