import Foundation

/// Runs the built `metalens` binary the way a user or a script does.
public enum CommandRunner {
  public struct Result: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String

    public init(status: Int32, standardOutput: String, standardError: String) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// The package root, found from this file's location.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `.build/<configuration>/metalens`, beside the test binary.
  public static var executable: URL {
    let tests = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return tests.deletingLastPathComponent().appendingPathComponent("metalens")
  }

  /// Runs metalens with `arguments`. With `mergingStandardError`, stdout and
  /// stderr are one pipe, like `> out 2>&1`, and the result's
  /// `standardOutput` holds both in the order they were written. It runs in
  /// the package root unless `directory` is given; `input` is its standard
  /// input (nothing by default).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], mergingStandardError: Bool = false,
    directory: URL? = nil, input: [UInt8]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    if let input {
      signal(SIGPIPE, SIG_IGN)  // metalens may stop reading early; the write then fails instead of killing the tests
      let feed = Pipe()
      process.standardInput = feed
      let writer = feed.fileHandleForWriting
      // Written on another thread, so a reader that stops early cannot
      // block the test on a full pipe.
      Thread.detachNewThread {
        try? writer.write(contentsOf: Data(input))
        try? writer.close()
      }
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    process.environment = merged
    let output = Pipe()
    let error = mergingStandardError ? output : Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = mergingStandardError ? Data() : error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
