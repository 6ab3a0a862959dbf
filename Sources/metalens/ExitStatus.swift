/// The exit statuses metalens documents in `--help` and the README.
enum ExitStatus {
  static let success: Int32 = 0
  /// At least one file could not be read, or the paths held no image.
  static let unreadable: Int32 = 1
  /// The command line was wrong.
  static let usage: Int32 = 2
  /// Every file was read, but a score is below `--fail-under`.
  static let belowThreshold: Int32 = 3
  /// stdout was a pipe its reader closed (`| head -1`): 128 + SIGPIPE, what
  /// the shell reports for a process the signal killed.
  static let brokenPipe: Int32 = 141

  /// A batch stopped by `signal` (SIGINT, SIGTERM): 128 + its number, as
  /// the shell reports a process the signal killed (130, 143).
  static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}
