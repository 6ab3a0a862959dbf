#if canImport(Glibc)
  import Glibc
#endif

/// What the terminal behind stdout is, if any.
enum Terminal {
  static var isStandardOutput: Bool { isatty(STDOUT_FILENO) == 1 }
  static var isStandardError: Bool { isatty(STDERR_FILENO) == 1 }

  /// The terminal's width in columns, from TIOCGWINSZ.
  static var width: Int? {
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
