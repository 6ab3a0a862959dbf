import Foundation
import MetaLensTestSupport
import Testing

@Suite("Terminal behaviour: colour, width and exit status")
struct TerminalBehaviourTests {
  static let sample = "Fixtures/camera-original.jpg"
  static let escape = "\u{1B}["

  /// Runs metalens under a pseudo-terminal (util-linux `script`). `columns`
  /// sets the terminal's width; `discardingStandardOutput` sends stdout to
  /// /dev/null, so only stderr reaches the terminal (and the result).
  static func runInTerminal(
    _ arguments: [String], environment: [String: String] = [:], columns: Int? = nil,
    discardingStandardOutput: Bool = false
  ) throws -> CommandRunner.Result {
    var command = ([CommandRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    if discardingStandardOutput { command += " > /dev/null" }
    if let columns { command = "stty cols \(columns) && " + command }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    merged["TERM"] = "xterm-256color"
    merged.merge(environment) { _, new in new }
    process.environment = merged
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(
      status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self), standardError: "")
  }

  @Test("colour on a terminal")
  func colourOnTerminal() throws {
    let result = try Self.runInTerminal(["inspect", Self.sample])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains(Self.escape))
  }

  @Test("no colour through a pipe")
  func noColourThroughPipe() throws {
    let result = try CommandRunner.run(["inspect", Self.sample], environment: ["NO_COLOR": ""])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains(Self.escape))
  }

  @Test("NO_COLOR wins on a terminal")
  func noColorWins() throws {
    let result = try Self.runInTerminal(["inspect", Self.sample], environment: ["NO_COLOR": "1"])
    #expect(!result.standardOutput.contains(Self.escape))
  }

  @Test("--color always and never")
  func colorOption() throws {
    let always = try CommandRunner.run(["inspect", "--color", "always", Self.sample])
    #expect(always.standardOutput.contains(Self.escape))
    let never = try Self.runInTerminal(["inspect", "--color", "never", Self.sample])
    #expect(!never.standardOutput.contains(Self.escape))
  }

  @Test("COLUMNS=40 keeps every line within 40 columns", arguments: SampleFixtures.all.map(\.name))
  func narrow(sample: String) throws {
    let result = try CommandRunner.run(
      ["inspect", "Fixtures/\(sample)"], environment: ["COLUMNS": "40", "LANG": "C.UTF-8"])
    #expect(result.status == 0)
    for line in result.standardOutput.split(separator: "\n") where !line.hasPrefix("Map https://") {
      #expect(line.count <= 40, "\(line.count) columns: \(line)")
    }
  }

  @Test("a non-UTF-8 locale gets ASCII drawing; --ascii forces it")
  func asciiFallback() throws {
    let c = try CommandRunner.run(["inspect", Self.sample], environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
    #expect(c.standardOutput.unicodeScalars.allSatisfy { $0.isASCII })
    let utf8 = try CommandRunner.run(["inspect", Self.sample], environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
    #expect(utf8.standardOutput.contains("╭"))
    let forced = try CommandRunner.run(
      ["inspect", "--ascii", Self.sample], environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
    #expect(forced.standardOutput.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("escape sequences in metadata reach the terminal escaped")
  func escapedMetadata() throws {
    let result = try Self.runInTerminal(
      ["inspect", "--color", "never", "Fixtures/long-values.jpg"], environment: ["COLUMNS": "120"])
    #expect(!result.standardOutput.contains(Self.escape))
    #expect(result.standardOutput.contains("\\x1B[31m"))
  }

  @Test(
    "--fail-under: exit 3 below the threshold, 0 at or above", arguments: [(101, Int32(2)), (100, 3), (90, 3), (30, 0)])
  func failUnder(threshold: Int, status: Int32) throws {
    let result = try CommandRunner.run([
      "inspect", "--fail-under", String(threshold), Self.sample, "Fixtures/stripped.jpg",
    ])
    #expect(result.status == status)
  }

  @Test("an unreadable file beats --fail-under: exit 1")
  func unreadableBeatsThreshold() throws {
    let result = try CommandRunner.run(["inspect", "--fail-under", "90", "Fixtures/stripped.jpg", "/nonexistent.jpg"])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("Fixtures/stripped.jpg"))
  }
}
