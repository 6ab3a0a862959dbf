import Foundation
import MetaLensTestSupport
import Testing

@Suite("The metalens command, run as a user runs it")
struct CommandLineTests {
  static let sample = "Fixtures/camera-original.jpg"

  @Test("inspect --json: the versioned document with file, metadata and jpeg")
  func inspectJSON() throws {
    let result = try CommandRunner.run(["inspect", "--json", Self.sample])
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 2)
    let file = try #require(document["file"] as? [String: Any])
    #expect(file["format"] as? String == "JPEG")
    let metadata = try #require(document["metadata"] as? [String: [String: Any]])
    #expect(metadata["IFD0"]?["Make"] as? String == "Canon")
    #expect(metadata["ExifIFD"]?["ISO"] as? Int == 100)
    #expect(metadata["ExifIFD"]?["FNumber"] as? Double == 2.8)
    let jpeg = try #require(document["jpeg"] as? [String: Any])
    #expect((jpeg["segments"] as? [[String: Any]])?.first?["marker"] as? String == "SOI")
    #expect(jpeg["ijgStandardTables"] as? Bool == false)
  }

  @Test("tags: every tag grouped like exiftool -G1 -a")
  func tags() throws {
    let result = try CommandRunner.run(["tags", Self.sample])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("[IFD0]") && $0.contains("Make") && $0.hasSuffix(": Canon") })
    #expect(lines.contains { $0.hasPrefix("[ExifIFD]") && $0.contains("LensModel") })
    let json = try CommandRunner.run(["tags", "--json", Self.sample])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let entries = try #require(document["tags"] as? [[String: Any]])
    #expect(entries.contains { $0["group"] as? String == "IFD0" && $0["name"] as? String == "Model" })
  }

  @Test(
    "bad input: one line on stderr naming the file and the reason, exit status 1",
    arguments: [
      ("inspect", "/nonexistent/photo.jpg", "no such file"), ("tags", "Fixtures", "is a directory"),
      ("inspect", "Package.swift", "not an image"), ("inspect", "/dev/zero", "not a regular file"),
    ])
  func badInput(command: String, path: String, reason: String) throws {
    let result = try CommandRunner.run([command, path])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("metalens: \(path): \(reason)"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test("a bad file among good ones: the good ones are still reported, the bad one has its record, exit status 1")
  func batchWithBadFile() throws {
    let result = try CommandRunner.run(["inspect", "--json", Self.sample, "/nonexistent.jpg", "Fixtures/stripped.jpg"])
    #expect(result.status == 1)
    let documents = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(documents.count == 3)
    #expect((documents[1]["error"] as? [String: Any])?["code"] as? String == "not_found")
    #expect(result.standardError.contains("/nonexistent.jpg: no such file"))
  }

  @Test(
    "usage errors exit with status 2",
    arguments: [["inspect"], ["inspect", "--no-such-option", "x.jpg"], ["tags"], ["tags", "-g"]])
  func usageError(arguments: [String]) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(!result.standardError.isEmpty)
  }

  @Test("a JPEG without metadata is not an error")
  func stripped() throws {
    #expect(try CommandRunner.run(["inspect", "Fixtures/stripped.jpg"]).status == 0)
  }

  @Test("the samples in Fixtures/ are what the fixture factory makes (run `make fixtures` if not)")
  func fixturesUpToDate() throws {
    for (name, fixture) in SampleFixtures.all {
      let stored = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(name)"))
      #expect([UInt8](stored) == (try fixture.bytes()), "Fixtures/\(name) is stale")
    }
  }
}

@Suite("Shell completions")
struct CompletionTests {
  @Test(
    "swift-argument-parser writes completion scripts that know the subcommands", arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) throws {
    let result = try CommandRunner.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    for command in ["inspect", "tags", "guide"] { #expect(result.standardOutput.contains(command)) }
  }
}

@Suite("inspect's options that would otherwise do nothing, silently")
struct InspectOptionTests {
  @Test("--ext without an extension is a usage error", arguments: ["", ",", " , ", "."])
  func emptyExtensionList(ext: String) throws {
    let result = try CommandRunner.run(["inspect", "--ext", ext, "Fixtures"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("--ext needs at least one extension"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test("--full with machine output is a usage error", arguments: ["--json", "--ndjson", "--csv"])
  func fullWithMachineOutput(format: String) throws {
    let result = try CommandRunner.run(["inspect", "--full", format, "Fixtures"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("--full applies to the text report"))
  }

  @Test(
    "--case, --examiner or --note without a document that carries them is a usage error",
    arguments: [["--case", "17"], ["--examiner", "A. Kim", "--csv"], ["--note", "n", "--full"]])
  func caseDetailsWithoutDocument(options: [String]) throws {
    let result = try CommandRunner.run(["inspect"] + options + ["Fixtures"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("add --html, --json or --ndjson"))
    let json = try CommandRunner.run(["inspect", "--json", "--case", "17", "Fixtures/phone-gps.jpg"])
    #expect(json.status == 0 && json.standardOutput.contains("\"custody\""))
  }

  @Test(
    "no image in the paths given: said on stderr, exit 1, even with --fail-under",
    arguments: [[], ["--fail-under", "50"], ["--csv"]])
  func noImages(options: [String]) throws {
    let empty = try TemporaryFiles.folder()
    let textOnly = try TemporaryFiles.folder()
    try Data("not an image\n".utf8).write(to: textOnly.appendingPathComponent("notes.txt"))
    for folder in [empty, textOnly] {
      let result = try CommandRunner.run(["inspect"] + options + [folder.path])
      #expect(result.status == 1)
      #expect(result.standardError.hasPrefix("metalens: no images found"))
    }
  }

  @Test("a folder with an image is not 'no images', and -r is not suggested when given")
  func imagesFound() throws {
    let result = try CommandRunner.run(["inspect", "Fixtures"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let nested = try TemporaryFiles.folder()
    try FileManager.default.createDirectory(at: nested.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let flat = try CommandRunner.run(["inspect", nested.path])
    #expect(flat.standardError.contains("-r"))
    let recursive = try CommandRunner.run(["inspect", "-r", nested.path])
    #expect(recursive.status == 1 && !recursive.standardError.contains("-r"))
  }
}
