import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("metalens guide")
struct GuideCommandTests {
  @Test("the guide names every rule, verdict and limit, from the scorer's own table")
  func text() throws {
    let result = try CommandRunner.run(["guide"])
    #expect(result.status == 0)
    for rule in ScoringRules.all {
      #expect(result.standardOutput.contains(rule.id), "\(rule.id) is missing from the guide")
    }
    for verdict in Verdict.allCases { #expect(result.standardOutput.contains(verdict.rawValue)) }
    #expect(result.standardOutput.contains("SynthID"))
    #expect(result.standardOutput.contains("Every file starts at 100"))
  }

  @Test("guide --json lists the same rules with their points")
  func json() throws {
    let result = try CommandRunner.run(["guide", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let rules = try #require(document["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ScoringRules.all.map(\.id))
    #expect(rules.compactMap { $0["points"] as? Int } == ScoringRules.all.map(\.points))
    #expect(document["baseScore"] as? Int == 100)
  }

  @Test("inspect --json carries the report beside the metadata")
  func reportInJSON() throws {
    let result = try CommandRunner.run(["inspect", "--json", "Fixtures/edited-photoshop.jpg"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let report = try #require(document["report"] as? [String: Any])
    #expect(report["verdict"] as? String == "edited")
    let flags = try #require(report["flags"] as? [[String: Any]])
    let editor = try #require(flags.first { $0["id"] as? String == "editor-software" })
    let evidence = try #require(editor["evidence"] as? [[String: String]])
    #expect(evidence.first == ["source": "IFD0", "tag": "Software", "value": "Adobe Photoshop 25.1 (Windows)"])
    #expect(editor["points"] as? Int == -50)
    #expect(editor["severity"] as? String == "warning")
    #expect(editor["category"] as? String == "editing")
  }
}
