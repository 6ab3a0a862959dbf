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

  /// Runs metalens and sends `signal` once the first whole line has come
  /// out of its stdout: reading the pipe is the synchronisation, no sleep.
  static func runInterrupted(_ arguments: [String], signal: Int32) throws -> CommandRunner.Result {
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
    while !received.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
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

  @Test("SIGINT and SIGTERM: every line whole, 'interrupted after', exit 130 and 143", arguments: [SIGINT, SIGTERM])
  func interrupted(signal: Int32) throws {
    let folder = try Self.folder(count: 400)
    let arguments = ["inspect", "--ndjson", "--hash", "-j1", folder.path]
    let stopped = try Self.runInterrupted(arguments, signal: signal)
    #expect(stopped.status == 128 + signal)
    #expect(stopped.standardError.contains("interrupted after"), "\(stopped.standardError)")
    let first = try Self.records(stopped.standardOutput)
    #expect(!first.isEmpty && first.count < 400)
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
