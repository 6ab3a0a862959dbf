#if canImport(Glibc)
  import Glibc
#endif

/// What the terminals behind stdout and stderr are, if any.
enum Terminal {
  static var isStandardOutput: Bool { isatty(STDOUT_FILENO) == 1 }
  static var isStandardError: Bool { isatty(STDERR_FILENO) == 1 }

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
