import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// A file with too little metadata is not scored: with `--color always` its
/// gauge and its table row use none of the score-band colours (red, yellow,
/// green) and show words instead of a number.
@Suite("Unscored verdicts are drawn neutral")
struct UnscoredVerdictTests {
  /// SGR codes of the band colours: red, green, yellow.
  static let bandColours = ["\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", ";31m", ";32m", ";33m"]

  static func usesBandColour(_ text: some StringProtocol) -> Bool { bandColours.contains { text.contains($0) } }

  @Test("the report's gauge: no number, no band colour")
  func report() throws {
    let result = try CommandRunner.run(["inspect", "--color", "always", "Fixtures/stripped.jpg"])
    #expect(result.status == 0)
    let gauge = result.standardOutput.split(separator: "\n").dropFirst(1).prefix(3)
    #expect(gauge.first?.contains(ScoreGauge.unscoredText) == true)
    #expect(!gauge.contains { $0.contains("/100") })
    #expect(!gauge.contains { Self.usesBandColour($0) }, "\(gauge)")
  }

  @Test("the table: a dash for the score, no band colour on the row")
  func table() throws {
    let result = try CommandRunner.run(
      ["inspect", "--color", "always", "Fixtures/stripped.jpg", "Fixtures/camera-original.jpg"],
      environment: ["COLUMNS": "100"])
    let row = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("stripped.jpg") })
    #expect(!Self.usesBandColour(row), "\(row)")
    #expect(row.contains("no metadata"))
    let camera = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("camera-original.jpg") })
    #expect(Self.usesBandColour(camera), "a scored file keeps its band colour")
  }

  @Test(
    "every no_metadata file of the corpus gets a neutral gauge",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpus() throws {
    let context = RenderContext(width: 80, color: true)
    var unscored = 0
    for entry in try Corpus.entries() where !entry.isMalformed {
      guard let metadata = try? PhotoMetadataService().read(path: Corpus.filePath(entry)) else { continue }
      let inspection = Inspection(metadata: metadata, report: OriginalityScorer().score(metadata))
      guard inspection.report.verdict == .noMetadata else { continue }
      unscored += 1
      let gauge = ScoreGauge(model: ReportPresenter().present(inspection).gauge).render(in: context)
      #expect(!Self.usesBandColour(gauge), "\(entry.path)")
      #expect(!gauge.contains("/100"), "\(entry.path)")
    }
    #expect(unscored > 100)
  }
}
