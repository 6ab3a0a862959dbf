import Foundation
import MetaLensTestSupport
import Testing

@Suite("The batch table in a pipe, a file and terminals of every width")
struct TableWidthTests {
  /// The samples under a folder path long enough to be cut at 80 columns.
  static func deepFolder() throws -> String {
    let folder = try TemporaryFiles.folder().appendingPathComponent(
      "an/upload/folder/with/a/long/enough/path/to/be/cut")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, fixture) in SampleFixtures.all {
      try Data(try fixture.bytes()).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  @Test("piped with COLUMNS unset (| grep, > out.txt): every path whole, the summary on one line")
  func pipedPathsWhole() throws {
    let folder = try Self.deepFolder()
    let result = try CommandRunner.run(["inspect", folder], environment: ["COLUMNS": ""])
    #expect(result.status == 0)
    for (name, _) in SampleFixtures.all {
      #expect(result.standardOutput.contains(folder + "/" + name), "\(name) is cut")
    }
    #expect(
      result.standardOutput.contains(
        "\n6 files inspected: 2 likely original, 1 edited, 1 AI-generated, 2 no metadata.\n"))
  }

  @Test("COLUMNS sets the width: no line is wider, the summary line included", arguments: [40, 80, 100, 130, 200])
  func fitsColumns(columns: Int) throws {
    let result = try CommandRunner.run(["inspect", try Self.deepFolder()], environment: ["COLUMNS": String(columns)])
    for line in result.standardOutput.split(separator: "\n") {
      #expect(line.count <= columns, "\(line.count) columns: \(line)")
    }
  }

  @Test("on a terminal, the path takes the room the other columns leave; the strongest sign grows past 100")
  func pathTakesTheRoom() throws {
    let folder = try Self.deepFolder()
    let narrow = try CommandRunner.run(["inspect", folder], environment: ["COLUMNS": "80"])
    #expect(narrow.standardOutput.contains("/be/cut/camera-original.jpg"))
    let wide = try TerminalBehaviourTests.runInTerminal(["inspect", "--color", "never", folder], columns: 260)
    #expect(wide.standardOutput.contains(folder + "/camera-original.jpg"))
    #expect(wide.standardOutput.contains("Declared AI-generated (IPTC digital"))
    #expect(wide.standardOutput.contains("Canon EOS R6"))
  }

  @Test("an empty selection prints no table header and no summary, only the error")
  func emptySelection() throws {
    let result = try CommandRunner.run(["inspect", try TemporaryFiles.folder().path])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("metalens: no images found"))
  }
}
