import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// Where metalens writes: reports to stdout, errors to stderr.
enum Output {
  static func print(_ text: String) {
    Swift.print(text)
  }

  /// `text` on stdout without a line break.
  static func write(_ text: String) {
    Swift.print(text, terminator: "")
  }

  static func error(_ text: String, terminator: String = "\n") {
    var standardError = StandardError()
    Swift.print(text, terminator: terminator, to: &standardError)
  }

  /// One line naming the file and the reason, then a hint when there is one.
  static func report(_ failure: MetaLensError) {
    let line = "metalens: \(failure.path): \(failure.reason)"
    error(failure.hint.map { line + " (\($0))" } ?? line)
  }

  /// stderr through write(2): unbuffered, so errors and reports interleave
  /// in the order they happen.
  private struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
      var text = string
      text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = Glibc.write(STDERR_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
    }
  }
}
