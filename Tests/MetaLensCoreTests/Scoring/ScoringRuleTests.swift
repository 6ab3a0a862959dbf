import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Each scoring rule: a file that triggers it, and near misses that must not")
struct ScoringRuleTests {
  @Test(arguments: RuleCase.signs + RuleCase.context + RuleCase.heif + RuleCase.regions)
  func rule(_ rule: RuleCase) throws {
    let report = try rule.report()
    let flag = report.flags.first { $0.id == rule.rule }
    #expect((flag != nil) == rule.fires, "flags: \(report.flags.map(\.id))")
    if let flag {
      #expect(!flag.detail.isEmpty)
      // What it found is said in Korean too, not left in English.
      let korean = flag.words.text(.ko)
      #expect(
        korean != flag.detail && korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(korean)")
      #expect(flag.kind == .neutral || flag.kind == .positive || flag.kind == .missing || !flag.evidence.isEmpty)
    }
  }

  @Test("every rule of the table has a triggering case and a near miss")
  func everyRuleCovered() {
    let cases = RuleCase.signs + RuleCase.context + RuleCase.heif + RuleCase.regions
    for rule in ScoringRules.all {
      #expect(cases.contains { $0.rule == rule.id && $0.fires }, "\(rule.id) has no triggering case")
      #expect(cases.contains { $0.rule == rule.id && !$0.fires }, "\(rule.id) has no near miss")
    }
  }
}

extension ScoringRuleTests {
  /// Photoshop writes `photoshop:History` empty with history logging off
  /// (the corpus's Nikon_D70.jpg and 20 more): the flag must not claim a
  /// recorded history there, and must where the log has entries.
  @Test("an empty Photoshop history is said to be empty, a filled one to be a recorded history")
  func photoshopHistoryWords() throws {
    let cases = RuleCase.signs.filter { $0.rule == "photoshop-history" && $0.fires }
    let details = try cases.map { try #require($0.report().flags.first { $0.id == "photoshop-history" }).detail }
    #expect(details.count == 2)
    #expect(details.filter { $0.contains("recorded an editing history") }.count == 1, "\(details)")
    #expect(details.filter { $0.contains("present and empty") }.count == 1, "\(details)")
  }
}
