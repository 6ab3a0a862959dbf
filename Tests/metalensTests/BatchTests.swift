import Foundation
import MetaLensTestSupport
import Testing

@Suite("Batches: folders, order, parallelism and machine output")
struct BatchTests {
  /// A folder tree: samples at the top, a sub-folder with a `.jpeg` copy, a
  /// hidden folder, a text file, and a symlink back to the top.
  static func tree() throws -> URL {
    let root = try TemporaryFiles.folder()
    let manager = FileManager.default
    for (name, fixture) in SampleFixtures.all {
      try Data(try fixture.bytes()).write(to: root.appendingPathComponent(name))
    }
    let sub = root.appendingPathComponent("sub")
    try manager.createDirectory(at: sub.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    try Data(try SampleFixtures.cameraOriginal.bytes()).write(to: sub.appendingPathComponent("copy.jpeg"))
    try Data(try SampleFixtures.stripped.bytes()).write(to: sub.appendingPathComponent(".hidden/secret.jpg"))
    try Data("not an image\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
    try manager.createSymbolicLink(atPath: sub.appendingPathComponent("loop").path, withDestinationPath: "..")
    return root
  }

  static func paths(_ ndjson: String) -> [String] {
    ndjson.split(separator: "\n").compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return (object?["file"] as? [String: Any])?["path"] as? String
    }
  }

  @Test("the same output in the same order whatever --jobs is")
  func orderUnderParallelism() throws {
    let root = try Self.tree().path
    let one = try CommandRunner.run(["inspect", "--ndjson", "-r", "--jobs", "1", root])
    let eight = try CommandRunner.run(["inspect", "--ndjson", "-r", "--jobs", "8", root])
    #expect(one.standardOutput == eight.standardOutput)
    let names = Self.paths(one.standardOutput).map { $0.replacingOccurrences(of: root + "/", with: "") }
    #expect(names == SampleFixtures.all.map(\.name).sorted() + ["sub/copy.jpeg"])
    #expect(one.status == 0)
    #expect(one.standardError.contains("symlink loop"))
  }

  @Test("inputs keep their order; folders are read in name order")
  func inputOrder() throws {
    let root = try Self.tree()
    let files = ["phone-gps.jpg", "ai-generated.jpg", "camera-original.jpg"].map {
      root.appendingPathComponent($0).path
    }
    let result = try CommandRunner.run(["inspect", "--ndjson", "--jobs", "4"] + files)
    #expect(Self.paths(result.standardOutput) == files)
  }

  @Test("without -r sub-folders are not walked; --ext filters; hidden files need --hidden")
  func walking() throws {
    let root = try Self.tree().path
    let flat = Self.paths(try CommandRunner.run(["inspect", "--ndjson", root]).standardOutput)
    #expect(flat.count == SampleFixtures.all.count)
    let jpegOnly = Self.paths(
      try CommandRunner.run(["inspect", "--ndjson", "-r", "--ext", "jpeg", root]).standardOutput)
    #expect(jpegOnly.map { ($0 as NSString).lastPathComponent } == ["copy.jpeg"])
    let hidden = Self.paths(try CommandRunner.run(["inspect", "--ndjson", "-r", "--hidden", root]).standardOutput)
    #expect(hidden.contains { $0.hasSuffix(".hidden/secret.jpg") })
    #expect(!flat.contains { $0.hasSuffix("notes.txt") })
  }

  @Test("a bad file in the middle: its error record in place, the rest reported, exit 1")
  func badFileInTheMiddle() throws {
    let root = try Self.tree()
    let good = root.appendingPathComponent("camera-original.jpg").path
    let result = try CommandRunner.run(["inspect", "--ndjson", good, "/nonexistent.jpg", good])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].contains("\"code\":\"not_found\""))
    #expect(result.standardError.contains("/nonexistent.jpg: no such file"))
  }

  @Test("stdout and stderr to one file: each error line comes between the records around it")
  func interleaving() throws {
    let root = try Self.tree()
    let good = root.appendingPathComponent("camera-original.jpg").path
    let other = root.appendingPathComponent("phone-gps.jpg").path
    let result = try CommandRunner.run(
      ["inspect", "--ndjson", good, "/nonexistent.jpg", other], mergingStandardError: true)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(Self.paths(lines[0]) == [good])
    #expect(lines[1].hasPrefix("metalens: /nonexistent.jpg: no such file"))
    #expect(lines[2].contains("\"code\":\"not_found\""))
    #expect(Self.paths(lines[3]) == [other])
  }

  @Test("CSV: a header and one row per file, read back with the same columns")
  func csv() throws {
    let root = try Self.tree().path
    let result = try CommandRunner.run(["inspect", "--csv", "-r", root, "/nonexistent.jpg"])
    let rows = CSVReader.rows(result.standardOutput)
    let header = try #require(rows.first)
    #expect(header.first == "path" && header.suffix(5) == ["error", "warnings", "origin", "picture", "platforms"])
    #expect(rows.count == 1 + SampleFixtures.all.count + 1 + 1)
    for row in rows { #expect(row.count == header.count, "\(row)") }
    let edited = try #require(rows.first { $0[0].hasSuffix("edited-photoshop.jpg") })
    #expect(edited[3] == "edited" && edited[8] == "Adobe Photoshop 25.1 (Windows)")
    #expect(rows.last?.suffix(5) == ["not_found", "", "", "", ""])
    // The two questions apart: the file is an editor's, and so the picture may have changed.
    #expect(edited.suffix(4) == ["0", "edited", "edited", ""])
  }

  @Test("several files: a table and a summary by verdict; --json an array")
  func tableAndJSON() throws {
    let root = try Self.tree().path
    let table = try CommandRunner.run(["inspect", "-r", root], environment: ["COLUMNS": "100"])
    #expect(table.standardOutput.hasPrefix("SCORE"))
    #expect(table.standardOutput.contains("7 files inspected: 3 likely original"))
    let json = try CommandRunner.run(["inspect", "--json", root])
    let array = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [Any])
    #expect(array.count == SampleFixtures.all.count)
  }

  @Test("a progress bar on a terminal for large batches, nothing through a pipe")
  func progress() throws {
    let folder = try TemporaryFiles.folder()
    let sample = try SampleFixtures.cameraOriginal.bytes()
    for index in 0..<60 { try Data(sample).write(to: folder.appendingPathComponent("photo-\(index).jpg")) }
    let piped = try CommandRunner.run(["inspect", "--ndjson", folder.path])
    #expect(!piped.standardError.contains("files/s"))
    let terminal = try TerminalBehaviourTests.runInTerminal(["inspect", "--csv", folder.path])
    #expect(terminal.standardOutput.contains("files/s"))
  }

  /// The progress lines drawn on stderr, from a terminal's output.
  static func progressLines(_ terminalOutput: String) -> [String] {
    terminalOutput.replacingOccurrences(of: "\u{1B}[2K", with: "").replacingOccurrences(of: "\u{1B}[K", with: "")
      .split(separator: "\r")
      .map(String.init).filter { $0.hasPrefix("[") }
  }

  @Test("the total is counted ahead of the reads: the last line has no +, and the time left")
  func progressCountsAhead() throws {
    let folder = try TemporaryFiles.folder()
    let sample = try SampleFixtures.cameraOriginal.bytes()
    for index in 0..<60 { try Data(sample).write(to: folder.appendingPathComponent("photo-\(index).jpg")) }
    // One job reads each file as it is listed: without the count ahead the
    // reads would know the total only with the last file.
    let result = try TerminalBehaviourTests.runInTerminal(
      ["inspect", "--csv", "--jobs", "1", folder.path], environment: ["COLUMNS": "80"], discardingStandardOutput: true)
    let lines = Self.progressLines(result.standardOutput)
    let last = try #require(lines.last)
    #expect(last.contains(" 60/60 ") && last.hasSuffix(" left"), "\(last)")
    #expect(!lines.contains { $0.contains("+") })
  }

  @Test("the progress line fits stderr's terminal when stdout goes to a file")
  func progressWidth() throws {
    let folder = try TemporaryFiles.folder()
    let sample = try SampleFixtures.cameraOriginal.bytes()
    for index in 0..<60 { try Data(sample).write(to: folder.appendingPathComponent("photo-\(index).jpg")) }
    let result = try TerminalBehaviourTests.runInTerminal(
      ["inspect", "--csv", folder.path], environment: ["COLUMNS": ""], columns: 50, discardingStandardOutput: true)
    let lines = Self.progressLines(result.standardOutput)
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.count < 50, "\(line.count) columns: \(line)")
      #expect(line.hasSuffix(" left"), "cut short: \(line)")
    }
  }
}
