import Foundation
import MetaLensTestSupport
import Testing

@Suite("Interrupted batches: whole records, a count on stderr, 128 + the signal, and --resume completes them")
struct InterruptionTests {
  /// A folder of `count` small photos.
  static func folder(count: Int) throws -> URL {
    let folder = try TemporaryFiles.folder()
    let sample = try SampleFixtures.cameraOriginal.bytes()
    for index in 0..<count {
      try Data(sample).write(to: folder.appendingPathComponent(String(format: "photo-%04d.jpg", index)))
    }
    return folder
  }

  /// Runs metalens and sends `signal` once `lines` whole lines have come
  /// out of its stdout (and `pause` microseconds more): reading the pipe is
  /// the synchronisation, no sleep.
  static func runInterrupted(
    _ arguments: [String], signal: Int32, lines: Int = 1, pause: UInt32 = 0
  ) throws -> CommandRunner.Result {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    var received = Data()
    while received.count(where: { $0 == UInt8(ascii: "\n") }) < lines {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    if pause > 0 { usleep(pause) }
    kill(process.processIdentifier, signal)
    received.append(output.fileHandleForReading.readDataToEndOfFile())
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandRunner.Result(
      status: process.terminationStatus, standardOutput: String(decoding: received, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  /// Every line, each required to be a whole JSON object.
  static func records(_ ndjson: String) throws -> [String] {
    let lines = ndjson.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.last == "", "the output ends inside a line")
    for line in lines.dropLast() {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "a torn line: \(line)")
    }
    return Array(lines.dropLast())
  }

  @Test(
    "SIGINT and SIGTERM: every line whole, 'interrupted after', exit 130 and 143, on one thread or several",
    arguments: [SIGINT, SIGTERM], ["-j1", "-j2", "-j8"])
  func interrupted(signal: Int32, jobs: String) throws {
    let folder = try Self.folder(count: 400)
    let arguments = ["inspect", "--ndjson", "--hash", jobs, folder.path]
    let stopped = try Self.runInterrupted(arguments, signal: signal)
    #expect(stopped.status == 128 + signal)
    #expect(stopped.standardError.contains("interrupted after"), "\(stopped.standardError)")
    let first = try Self.records(stopped.standardOutput)
    #expect(!first.isEmpty && first.count < 400)
  }

  /// A parallel batch stopped by a signal crashed with SIGILL (exit 132) in
  /// libdispatch on 20 of 20 kills; a kill may come at any point.
  @Test("100 kills at random points of a parallel batch: never a crash, every record whole")
  func randomKills() throws {
    let folder = try Self.folder(count: 40)
    var generator = SeededGenerator(seed: 61)
    for kill in 0..<100 {
      let signal = Bool.random(using: &generator) ? SIGINT : SIGTERM
      let lines = Int.random(in: 1...40, using: &generator)
      let pause = UInt32.random(in: 0..<3000, using: &generator)
      let jobs = ["-j2", "-j3", "-j8"][kill % 3]
      let stopped = try Self.runInterrupted(
        ["inspect", "--ndjson", "--metadata-only", jobs, folder.path], signal: signal, lines: lines, pause: pause)
      #expect(
        stopped.status == 128 + signal || stopped.status == 0,
        "kill \(kill) (\(jobs), signal \(signal) after \(lines) lines): \(stopped.status) \(stopped.standardError)")
      _ = try Self.records(stopped.standardOutput)
    }
  }

  @Test("a parallel batch into a full disk: exit 1 and the cause named, no crash")
  func fullDiskParallel() throws {
    let folder = try Self.folder(count: 60)
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["inspect", "--ndjson", "-r", "-j2", folder.path]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(message)")
    #expect(message.contains("no space left on device"), "\(message)")
  }

  /// Files that cannot be read as images were read again by every resumed
  /// run: after ten kills, eleven error records of each.
  @Test("ten kills and resumes, then a last run: exactly one record per file, error records included")
  func resumeKeepsOneRecordPerFile() throws {
    let folder = try Self.folder(count: 120)
    for index in 0..<6 {
      try Data("not a photo \(index)".utf8).write(to: folder.appendingPathComponent("broken-\(index).jpg"))
    }
    let missing = folder.appendingPathComponent("missing.jpg").path
    let saved = try TemporaryFiles.write([], named: "resumed.ndjson")
    let arguments = ["inspect", "--ndjson", "--hash", "-j2", "--resume", saved, folder.path, missing]
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<10 {
      let stopped = try Self.runInterrupted(
        arguments, signal: SIGINT, lines: Int.random(in: 1...12, using: &generator))
      let handle = try #require(FileHandle(forWritingAtPath: saved))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(stopped.standardOutput.utf8))
      try handle.close()
    }
    let last = try CommandRunner.run(arguments)
    let all = try String(contentsOfFile: saved, encoding: .utf8) + last.standardOutput
    let paths = try Self.records(all).map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require((object["file"] as? [String: Any])?["path"] as? String)
    }
    let counts = Dictionary(paths.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(counts.count == 127)
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts.filter { $0.value > 1 })")
  }

  @Test("--resume after SIGINT prints the rest: together the same records as one whole run")
  func resumeCompletes() throws {
    let folder = try Self.folder(count: 400)
    let arguments = ["inspect", "--ndjson", "--hash", "-j1", folder.path]
    let stopped = try Self.runInterrupted(arguments, signal: SIGINT)
    let first = try Self.records(stopped.standardOutput)
    let saved = try TemporaryFiles.write(Array(stopped.standardOutput.utf8), named: "out.ndjson")
    let rest = try CommandRunner.run(["inspect", "--ndjson", "--hash", "-j4", "--resume", saved, folder.path])
    #expect(rest.status == 0)
    #expect(rest.standardError.contains("resumed: \(first.count) already recorded"), "\(rest.standardError)")
    let whole = try CommandRunner.run(arguments)
    #expect(
      (first + (try Self.records(rest.standardOutput))).sorted() == (try Self.records(whole.standardOutput)).sorted())
  }

  @Test("--resume ignores a cut last line and says so; the file it cut is read again")
  func tornLastLine() throws {
    let folder = try Self.folder(count: 3)
    let whole = try CommandRunner.run(["inspect", "--ndjson", "--hash", folder.path])
    let lines = whole.standardOutput.split(separator: "\n")
    let cut = lines[0] + "\n" + lines[1].prefix(40)
    let saved = try TemporaryFiles.write(Array(cut.utf8), named: "cut.ndjson")
    let rest = try CommandRunner.run(["inspect", "--ndjson", "--hash", "--resume", saved, folder.path])
    #expect(rest.status == 0)
    #expect(rest.standardError.contains("its last line is cut"))
    #expect(rest.standardError.contains("resumed: 1 already recorded"))
    #expect(rest.standardOutput.split(separator: "\n") == Array(lines[1...]))
  }

  @Test(
    "--resume needs --hash and a format that can be appended to",
    arguments: [
      ["--ndjson"], ["--json", "--hash"], ["--csv", "--hash", "--fields", "path,sha256"],
    ])
  func resumeRefused(options: [String]) throws {
    let result = try CommandRunner.run(["inspect"] + options + ["--resume", "/dev/null", "Fixtures"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("--resume"))
  }

  @Test("a full disk: exit 1 and the cause named")
  func fullDisk() throws {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["inspect", "--ndjson", "Fixtures/camera-original.jpg"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.contains("cannot write the output: no space left on device"), "\(message)")
  }

  @Test("a reader that leaves (| head -1): no message, 141 or the SIGPIPE that would give it")
  func closedPipe() throws {
    let folder = try Self.folder(count: 200)
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["inspect", "--ndjson", "-j1", folder.path]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    _ = output.fileHandleForReading.availableData
    try output.fileHandleForReading.close()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let status = (process.terminationReason, process.terminationStatus)
    #expect(status == (.exit, 141) || status == (.uncaughtSignal, SIGPIPE), "\(status)")
    #expect(message.isEmpty, "\(message)")
  }
}
