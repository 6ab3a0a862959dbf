import Foundation
import MetaLensTestSupport
import Testing

@Suite("Large batches: --files-from, --hash, --fields, and every entry named")
struct LargeBatchTests {
  static func paths(_ ndjson: String) -> [String] { BatchTests.paths(ndjson) }

  @Test("--files-from - reads paths a line each, or NUL-separated with -0 (names with a line break)")
  func filesFrom() throws {
    let folder = try TemporaryFiles.folder()
    let sample = try SampleFixtures.phoneWithGPS.bytes()
    let names = ["a.jpg", "line\nbreak.jpg", "c d.jpg"]
    for name in names { try Data(sample).write(to: folder.appendingPathComponent(name)) }
    let full = names.map { folder.appendingPathComponent($0).path }
    let nul = try CommandRunner.run(
      ["inspect", "--ndjson", "-0", "--files-from", "-"], input: Array(full.joined(separator: "\0").utf8) + [0])
    #expect(nul.status == 0)
    #expect(Self.paths(nul.standardOutput) == full)
    let lines = try CommandRunner.run(
      ["inspect", "--ndjson", "--files-from", "-"], input: Array((full[0] + "\n\n" + full[2] + "\n").utf8))
    #expect(Self.paths(lines.standardOutput) == [full[0], full[2]])
  }

  @Test("--hash: sha256, size and mtime as sha256sum and stat give them, in NDJSON and CSV")
  func hash() throws {
    let path = try TemporaryFiles.write(try SampleFixtures.editedInPhotoshop.bytes(), named: "edited.jpg")
    let expected = try Self.sha256sum(path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let size = try #require(attributes[.size] as? Int)
    let modified = try #require(attributes[.modificationDate] as? Date)
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    let json = try CommandRunner.run(["inspect", "--ndjson", "--hash", path])
    let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    let file = try #require(object?["file"] as? [String: Any])
    #expect(file["sha256"] as? String == expected)
    #expect(file["size"] as? Int == size)
    #expect(file["mtime"] as? String == formatter.string(from: modified))
    let csv = CSVReader.rows(try CommandRunner.run(["inspect", "--csv", "--hash", path]).standardOutput)
    #expect(csv[0].suffix(3) == ["sha256", "size", "mtime"])
    #expect(csv[1].suffix(3) == [expected, String(size), formatter.string(from: modified)])
  }

  static func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return String(text.prefix(64))
  }

  @Test("--fields picks CSV columns in its order; an unknown name is a usage error listing them")
  func fields() throws {
    let path = "Fixtures/phone-gps.jpg"
    let chosen = try CommandRunner.run(["inspect", "--csv", "--fields", "verdict,path,size", path])
    #expect(chosen.status == 0)
    #expect(
      CSVReader.rows(chosen.standardOutput) == [["verdict", "path", "size"], ["likely_original", path, "21886"]])
    let wrong = try CommandRunner.run(["inspect", "--csv", "--fields", "path,colour", path])
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("path, format, score"))
    #expect(try CommandRunner.run(["inspect", "--ndjson", "--fields", "path", path]).status == 2)
  }

  @Test("a file named like a formula gets the guard in the path column")
  func pathFormula() throws {
    let folder = try TemporaryFiles.folder()
    let name = "=HYPERLINK(\"http:x\",\"y\").jpg"
    try Data(try SampleFixtures.stripped.bytes()).write(to: folder.appendingPathComponent(name))
    let result = try CommandRunner.run(["inspect", "--csv", name], directory: folder)
    #expect(CSVReader.rows(result.standardOutput)[1][0] == "'" + name)
  }

  @Test("a FIFO and a dangling symlink in a folder are each named on stderr")
  func specialEntries() throws {
    let folder = try TemporaryFiles.folder()
    try Data(try SampleFixtures.stripped.bytes()).write(to: folder.appendingPathComponent("a.jpg"))
    #expect(mkfifo(folder.appendingPathComponent("pipe.jpg").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("moved.jpg").path, withDestinationPath: "nowhere.jpg")
    let result = try CommandRunner.run(["inspect", "--ndjson", folder.path])
    #expect(result.status == 0)
    #expect(result.standardError.contains("pipe.jpg: a FIFO, skipped"), "\(result.standardError)")
    #expect(result.standardError.contains("moved.jpg: a symlink to nothing, skipped"))
  }

  @Test("a loop of symlinks is called one, without advice about permissions")
  func symlinkLoop() throws {
    let folder = try TemporaryFiles.folder()
    let one = folder.appendingPathComponent("one.jpg").path
    try FileManager.default.createSymbolicLink(atPath: one, withDestinationPath: "two.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("two.jpg").path, withDestinationPath: "one.jpg")
    for arguments in [[one], [folder.path]] {
      let result = try CommandRunner.run(["inspect", "--ndjson"] + arguments)
      #expect(result.standardError.contains("a loop of symbolic links"), "\(result.standardError)")
      #expect(!result.standardError.contains("permission"))
    }
  }

  /// Issue 61: `--files-from /dev/zero -0` spun on empty names, and without
  /// `-0` grew one line without end.
  @Test("--files-from /dev/zero ends with a reason and exit 1, with -0 and without", arguments: [true, false])
  func endlessList(nullSeparated: Bool) throws {
    let result = try CommandRunner.run(
      ["inspect", "--csv", "--files-from", "/dev/zero"] + (nullSeparated ? ["-0"] : [])
        + ["Fixtures/camera-original.jpg"])
    #expect(result.status == 1)
    let reason = nullSeparated ? "65536 empty entries in a row" : "an entry longer than 65536 bytes"
    #expect(
      result.standardError.contains("/dev/zero: cannot read the list of files (\(reason)"), "\(result.standardError)")
    #expect(result.standardOutput.contains("camera-original.jpg"), "the paths named are still inspected")
  }

  /// Issue 60: a list saved on Windows printed ": no such file" with the
  /// path overwritten by the CR.
  @Test("a --files-from list with CR LF line ends reads every path")
  func windowsLineEnds() throws {
    let list = FileManager.default.temporaryDirectory.appendingPathComponent("metalens-crlf-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: list) }
    try "Fixtures/camera-original.jpg\r\nFixtures/phone-gps.jpg\r\n".write(to: list, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["inspect", "--csv", "--files-from", list.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").count == 3)
  }
}
