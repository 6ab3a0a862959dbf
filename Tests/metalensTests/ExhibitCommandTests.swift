import Foundation
import MetaLensTestSupport
import Testing

/// What issue 37 adds to the command line: case details in the JSON, `-o`,
/// `--html` refused on a terminal, the commit in `--version`, verdicts in
/// words in the terminal's table.
@Suite("Exhibit: case details, -o, --version")
struct ExhibitCommandTests {
  static let sample = "Fixtures/phone-gps.jpg"

  @Test(
    "--case, --examiner and --note are the JSON's custody, valid against the schema", arguments: ["--json", "--ndjson"])
  func custody(_ format: String) throws {
    let result = try CommandRunner.run(
      ["inspect", format, "--case", "2026-17", "--examiner", "Kim Minsu", "--note", "Seized <phone>", Self.sample])
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let custody = try #require(document["custody"] as? [String: String])
    #expect(custody == ["case": "2026-17", "examiner": "Kim Minsu", "note": "Seized <phone>"])
    #expect(try SchemaValidator.violations([result.standardOutput]).isEmpty)
  }

  @Test("without case details there is no custody section")
  func noCustody() throws {
    let result = try CommandRunner.run(["inspect", "--json", "--examiner", "", Self.sample])
    #expect(result.status == 0 && !result.standardOutput.contains("\"custody\""))
  }

  @Test("--html on a terminal is refused with what to do; -o, a pipe or a redirection is fine")
  func htmlOnTerminal() throws {
    let refused = try TerminalBehaviourTests.runInTerminal(["--html", Self.sample])
    #expect(refused.status == 2)
    #expect(refused.standardOutput.contains("-o report.html") && !refused.standardOutput.contains("<html"))
    let korean = try TerminalBehaviourTests.runInTerminal(["--html", "--lang", "ko", Self.sample])
    #expect(korean.status == 2 && korean.standardOutput.contains("브라우저"))
    let folder = try TemporaryFiles.folder()
    let file = folder.appendingPathComponent("report.html")
    let written = try TerminalBehaviourTests.runInTerminal(["--html", "-o", file.path, Self.sample])
    #expect(written.status == 0 && written.standardOutput.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    let glued = folder.appendingPathComponent("glued.json")
    #expect(try CommandRunner.run(["--json", "-o\(glued.path)", Self.sample]).status == 0)
    #expect(try String(contentsOf: glued, encoding: .utf8).contains("\"schemaVersion\""))
    let piped = try CommandRunner.run(["--html", Self.sample])
    #expect(piped.status == 0 && piped.standardOutput.hasPrefix("<!DOCTYPE html>"))
  }

  @Test("-o never writes over a file being examined")
  func outputIsInput() throws {
    let path = try TemporaryFiles.write(
      Array(try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent(Self.sample))), named: "photo.jpg")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try CommandRunner.run(["--html", "-o", path, path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("never writes over them"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let unwritable = try CommandRunner.run(["--json", "-o", "/nonexistent-folder/out.json", Self.sample])
    #expect(unwritable.status == 1 && unwritable.standardError.contains("Could not write /nonexistent-folder/out.json"))
  }

  @Test("--version names the git commit it was built from, and the page too")
  func version() throws {
    let result = try CommandRunner.run(["--version"])
    let commit = try #require(
      result.standardOutput.firstMatch(of: #/^0\.1\.0 \(commit ([0-9a-f]{40})(, modified)?\)\n$/#))
    let head = try Self.git(["rev-parse", "HEAD"])
    #expect(String(commit.output.1) == head || head.isEmpty, "the build's commit is the checkout's HEAD")
    let page = try CommandRunner.run(["--html", Self.sample])
    #expect(page.standardOutput.contains("MetaLens " + result.standardOutput.dropLast()))
  }

  static func git(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", CommandRunner.packageRoot.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("the terminal's folder table and summary say verdicts in words, not ids")
  func verdictWords() throws {
    let result = try CommandRunner.run(["inspect", "Fixtures"], environment: ["COLUMNS": "100"])
    #expect(result.standardOutput.contains("likely original") && result.standardOutput.contains("no metadata"))
    #expect(!result.standardOutput.contains("likely_original") && !result.standardOutput.contains("no_metadata"))
  }
}
