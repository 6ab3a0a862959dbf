import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("The rule table")
struct RuleTableTests {
  @Test("ids are unique and kebab-case; points are 0 or negative, and 0 for neutral and positive rules")
  func tableShape() {
    let ids = ScoringRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in ScoringRules.all {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)")
      #expect(rule.points <= 0)
      if rule.kind == .neutral || rule.kind == .positive { #expect(rule.points == 0, "\(rule.id)") }
      #expect(!rule.explanation.isEmpty && !rule.limits.isEmpty, "\(rule.id)")
    }
  }

  @Test("every id the scorer emits is in the table")
  func emittedIDs() throws {
    let ids = Set(ScoringRules.all.map(\.id))
    for rule in RuleCase.signs + RuleCase.context + RuleCase.heif + RuleCase.regions {
      let report = try rule.report()
      for flag in report.flags { #expect(ids.contains(flag.id), "\(flag.id) is not in the table") }
    }
  }

  @Test("severity follows the kind of evidence")
  func severities() {
    for rule in ScoringRules.all {
      switch rule.kind {
      case .ai: #expect(rule.severity == .critical)
      case .definite: #expect(rule.severity == .warning)
      case .probable, .copy, .missing: #expect(rule.severity == .notice)
      case .neutral, .positive: #expect(rule.severity == .info)
      }
    }
  }
}
