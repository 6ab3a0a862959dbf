import Foundation
import MetaLensTestSupport
import Testing

@Suite("A file not read whole says so where the verdict is")
struct ReadingNoticeTests {
  /// The camera original cut inside its metadata: it still has a verdict,
  /// read from what is left, with reading notices.
  static func cutPhoto() throws -> String {
    try TemporaryFiles.write(Array(try SampleFixtures.cameraOriginal.bytes().prefix(1500)), named: "cut.jpg")
  }

  @Test("the report: a marked line under the gauge, before the summary card")
  func report() throws {
    let result = try CommandRunner.run(["inspect", "--ascii", try Self.cutPhoto()], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    let top = result.standardOutput.components(separatedBy: "+- Summary")[0]
    #expect(top.contains("! Read with 2 notices: the file is damaged or unusual"))
  }

  @Test("the table: a mark beside the score, and the count in the summary")
  func table() throws {
    let result = try CommandRunner.run(
      ["inspect", "--ascii", try Self.cutPhoto(), "Fixtures/stripped.jpg"], environment: ["COLUMNS": "100"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(" 100!  likely_original") && $0.hasSuffix("cut.jpg") })
    #expect(lines.contains { $0.hasPrefix("  35   no_metadata") })
    #expect(result.standardOutput.contains("1 read with notices (marked !"))
  }

  @Test("CSV: a warnings column at the end, the count of notices; 0 for a clean file")
  func csv() throws {
    let result = try CommandRunner.run(["inspect", "--csv", try Self.cutPhoto(), "Fixtures/stripped.jpg"])
    let rows = CSVReader.rows(result.standardOutput)
    #expect(rows.first?.last == "warnings")
    #expect(rows.dropFirst().map { $0.last } == ["2", "0"])
  }
}
