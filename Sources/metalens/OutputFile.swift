import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// `-o FILE`: stdout is pointed at the file (dup2), so every format and the
/// buffered writer work unchanged. A file being examined is never the
/// output: metalens only reads the files it examines.
enum OutputFile {
  /// Why the output could not go where asked; each says what to do.
  enum Failure: Error, Equatable {
    /// `--html` on a terminal without `-o`.
    case htmlOnTerminal
    /// The output names one of the files examined.
    case isInput(String)
    /// The file could not be opened for writing: the path and errno.
    case cannotOpen(String, Int32)

    /// What went wrong and what to do, in `words`' language.
    func message(_ words: Catalogue) -> String {
      switch self {
      case .htmlOnTerminal: words.text("cli.html-terminal")
      case .isInput(let path): words.text("cli.output-is-input", .text(path))
      case .cannotOpen(let path, let code):
        words.text("cli.output", .text(path), .text(strerror(code).map { String(cString: $0) } ?? "error \(code)"))
      }
    }

    /// A usage mistake exits 2; a file that cannot be written, 1.
    var status: Int32 {
      if case .cannotOpen = self { return ExitStatus.unreadable }
      return ExitStatus.usage
    }
  }

  /// Refuses a whole HTML page (pictures in base64) on a terminal, where
  /// it is unreadable kilobytes: a file or a pipe is what it is for.
  static func check(html: Bool, output: String?, onTerminal: Bool) throws(Failure) {
    if html && output == nil && onTerminal { throw .htmlOnTerminal }
  }

  /// Opens `path` (created or truncated, mode 0644 before the umask) as
  /// stdout; `inputs` are the paths named on the command line.
  static func redirect(to path: String, inputs: [String]) throws(Failure) {
    var target = stat()
    if stat(path, &target) == 0 {
      for input in inputs {
        var other = stat()
        if stat(input, &other) == 0, other.st_dev == target.st_dev, other.st_ino == target.st_ino {
          throw .isInput(path)
        }
      }
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotOpen(path, errno) }
    defer { close(descriptor) }
    guard dup2(descriptor, STDOUT_FILENO) >= 0 else { throw .cannotOpen(path, errno) }
  }
}
