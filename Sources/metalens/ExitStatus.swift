/// The exit statuses metalens documents in `--help` and the README.
enum ExitStatus {
  static let success: Int32 = 0
  /// At least one file could not be read, or the paths held no image.
  static let unreadable: Int32 = 1
  /// The command line was wrong.
  static let usage: Int32 = 2
  /// Every file was read, but a score is below `--fail-under`.
  static let belowThreshold: Int32 = 3
}
