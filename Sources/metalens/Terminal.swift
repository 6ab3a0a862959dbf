#if canImport(Glibc)
  import Glibc
#endif

/// What the terminals behind stdout and stderr are, if any.
enum Terminal {
  static var isStandardOutput: Bool { isatty(STDOUT_FILENO) == 1 }
  static var isStandardError: Bool { isatty(STDERR_FILENO) == 1 }

  /// Whether stdout and stderr are the same terminal: a line on each would
  /// show the same error twice.
  static var outputsShareTerminal: Bool {
    guard isStandardOutput, isStandardError else { return false }
    var output = stat()
    var error = stat()
    guard fstat(STDOUT_FILENO, &output) == 0, fstat(STDERR_FILENO, &error) == 0 else { return false }
    return output.st_rdev == error.st_rdev
  }

  /// The width of stdout's terminal, for reports and tables.
  static var width: Int? { width(of: STDOUT_FILENO) }

  /// The width of stderr's terminal, for the progress line: stdout is often
  /// a file then.
  static var errorWidth: Int? { width(of: STDERR_FILENO) }

  /// The width in columns of the terminal behind `descriptor`, from
  /// TIOCGWINSZ.
  private static func width(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
