import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Verdicts follow the strongest evidence; scores add up")
struct VerdictTests {
  static func report(_ fixture: JPEGFixture) throws -> OriginalityReport {
    OriginalityScorer().score(try fixture.metadata())
  }

  @Test(
    "the verdict of each sample",
    arguments: [
      ("camera-original.jpg", Verdict.likelyOriginal), ("edited-photoshop.jpg", .edited), ("ai-generated.jpg", .aiGenerated),
      ("stripped.jpg", .noMetadata), ("phone-gps.jpg", .likelyOriginal), ("long-values.jpg", .possiblyEdited),
    ])
  func samples(name: String, verdict: Verdict) throws {
    let fixture = try #require(SampleFixtures.all.first { $0.name == name }?.fixture)
    #expect(try Self.report(fixture).verdict == verdict)
  }

  @Test("declared AI generation beats editing")
  func aiBeatsEditing() throws {
    let fixture = RuleCase.original(RuleCase.software("Adobe Photoshop 25.1"), [RuleCase.digitalSourceType("trainedAlgorithmicMedia")])
    #expect(try Self.report(fixture).verdict == .aiGenerated)
  }

  @Test("AI editing beats plain editing")
  func aiEditedBeatsEditing() throws {
    let fixture = RuleCase.original(
      RuleCase.software("Adobe Photoshop 25.1"), [RuleCase.digitalSourceType("compositeWithTrainedAlgorithmicMedia")])
    #expect(try Self.report(fixture).verdict == .aiEdited)
  }

  @Test("a definite sign beats probable ones")
  func definiteBeatsProbable() throws {
    let fixture = RuleCase.original(RuleCase.camera(makerNote: false, thumbnail: false), [.comment("Created with GIMP")])
    let report = try Self.report(fixture)
    #expect(report.verdict == .edited)
    #expect(report.flags.contains { $0.id == "makernote-missing" })
  }

  @Test("probable signs alone: possibly edited")
  func probableOnly() throws {
    #expect(try Self.report(RuleCase.original(RuleCase.camera(makerNote: false))).verdict == .possiblyEdited)
  }

  @Test("no camera metadata and nothing else: no_metadata, not edited")
  func nothingToJudge() throws {
    #expect(try Self.report(JPEGFixture(image: ImageFixture(quality: 80))).verdict == .noMetadata)
  }

  @Test("no camera metadata but an editor named: edited")
  func strippedButEdited() throws {
    #expect(try Self.report(JPEGFixture(segments: [.comment("CREATOR: gd-jpeg v1.0 (using IJG JPEG v62), quality = 75")])).verdict == .edited)
  }

  @Test("the score is 100 plus every flag's points, never below 0")
  func scoreArithmetic() throws {
    for (_, fixture) in SampleFixtures.all {
      let report = try Self.report(fixture)
      let expected = max(0, ScoringRules.baseScore + report.flags.reduce(0) { $0 + $1.points })
      #expect(report.score == expected)
      #expect((0...100).contains(report.score))
    }
  }

  @Test("flags are ordered strongest first, positive evidence last")
  func ordering() throws {
    let report = try Self.report(SampleFixtures.editedInPhotoshop)
    let severities = report.signs.map(\.severity)
    #expect(severities == severities.sorted(by: >))
    #expect(report.flags.suffix(report.positives.count).allSatisfy { $0.kind == .positive })
  }
}
