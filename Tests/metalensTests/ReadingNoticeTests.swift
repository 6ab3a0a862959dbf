import Foundation
import MetaLensTestSupport
import Testing

@Suite("A file not read whole says so where the verdict is")
struct ReadingNoticeTests {
  /// The camera original cut 30 bytes before its image data: it still has
  /// a verdict, read from what is left, with reading notices (the header cut
  /// short, libjpeg's warning, the image data not analysed); being cut, it
  /// is possibly edited (`file-cut-short`), never a likely original.
  static func cutPhoto() throws -> String {
    let bytes = try SampleFixtures.cameraOriginal.bytes()
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset + 1] != 0xDA {
      offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
    }
    return try TemporaryFiles.write(Array(bytes.prefix(offset - 30)), named: "cut.jpg")
  }

  @Test("the report: a marked line under the gauge, before the summary card")
  func report() throws {
    let result = try CommandRunner.run(["inspect", "--ascii", try Self.cutPhoto()], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    let top = result.standardOutput.components(separatedBy: "+- Summary")[0]
    #expect(top.contains("! Read with 3 notices: the file is damaged or unusual"))
  }

  @Test("the table: a mark beside the score, and the count in the summary")
  func table() throws {
    let result = try CommandRunner.run(
      ["inspect", "--ascii", try Self.cutPhoto(), "Fixtures/stripped.jpg"], environment: ["COLUMNS": "100"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  79!  possibly edited") && $0.hasSuffix("cut.jpg") })
    #expect(lines.contains { $0.contains("no metadata") && $0.hasSuffix("stripped.jpg") && !$0.contains("!") })
    #expect(result.standardOutput.contains("1 read with notices (marked !"))
  }

  @Test("CSV: a warnings column, the count of notices; 0 for a clean file")
  func csv() throws {
    let result = try CommandRunner.run(["inspect", "--csv", try Self.cutPhoto(), "Fixtures/stripped.jpg"])
    let rows = CSVReader.rows(result.standardOutput)
    let warnings = try #require(rows.first?.firstIndex(of: "warnings"))
    #expect(rows.dropFirst().map { $0[warnings] } == ["3", "0"])
  }
}
