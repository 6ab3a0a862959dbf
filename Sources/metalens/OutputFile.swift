import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// `-o FILE`: stdout is pointed at the file (dup2), so every format and the
/// buffered writer work unchanged. A file being examined is never the
/// output: metalens only reads the files it examines.
///
/// The output is written under a temporary name beside FILE and renamed
/// over it only once the command has written it whole (`markWhole`, then
/// `finish` from Main after the last flush): a compare that fails, a
/// usage error found late or a full disk leaves an existing FILE as it was
/// (issue 61: a failed `compare --html -o FILE` emptied FILE). Only a
/// regular file, or a path where nothing is yet, is written this way:
/// rename(2) would replace a symlink, a device or a FIFO itself
/// (`-o /dev/stdout` replaced the link with a file), so those are opened and
/// written in place as before.
enum OutputFile {
  /// Why the output could not go where asked; each says what to do.
  enum Failure: Error, Equatable {
    /// `--html` on a terminal without `-o`.
    case htmlOnTerminal
    /// The output names one of the files examined.
    case isInput(String)
    /// The file could not be opened for writing: the path and errno.
    case cannotOpen(String, Int32)

    /// What went wrong and what to do, in `words`' language (English and
    /// Korean side by side, as a `Wording`).
    func message(_ words: Catalogue) -> String {
      let language = words.language
      switch self {
      case .htmlOnTerminal:
        return language.pick(
          en: "--html writes a whole page, pictures included, which a terminal cannot show: write it to a file with "
            + "-o report.html (or > report.html), then open that file in a browser.",
          ko: "--html은 이미지를 포함한 페이지 전체를 출력하므로 터미널에는 표시할 수 없습니다. -o report.html(또는 > report.html)로 파일에 쓴 다음 "
            + "브라우저에서 여십시오.")
      case .isInput(let path):
        return language.pick(
          en: "\(path) is one of the files examined, and metalens never writes over them: give -o another file.",
          ko: "\(path)은(는) 검사하는 파일 중 하나이며, metalens는 검사하는 파일을 덮어쓰지 않습니다. -o에 다른 파일을 지정하십시오.")
      case .cannotOpen(let path, let code):
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return language.pick(en: "Could not write \(path): \(reason).", ko: "\(path)에 쓸 수 없습니다: \(reason).")
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

  /// The temporary file and the file -o names. Set and read on the main
  /// thread only: by `redirect` before any worker starts, by `finish` after
  /// the command has returned.
  nonisolated(unsafe) private static var pending: (temporary: String, path: String, whole: Bool)?

  /// Opens a temporary file beside `path` (mode 0644 before the umask) as
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
    var link = stat()
    if lstat(path, &link) == 0, link.st_mode & S_IFMT != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw .cannotOpen(path, errno) }
      defer { close(descriptor) }
      guard dup2(descriptor, STDOUT_FILENO) >= 0 else { throw .cannotOpen(path, errno) }
      return
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = folder + ".\(name).metalens-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotOpen(path, errno) }
    defer { close(descriptor) }
    pending = (temporary, path, false)
    guard dup2(descriptor, STDOUT_FILENO) >= 0 else {
      let code = errno
      abandon()
      throw .cannotOpen(path, code)
    }
  }

  /// The command has written its whole output: `finish` may put it in place.
  static func markWhole() { pending?.whole = true }

  /// After the last flush: renames the output over the file -o names when
  /// it is whole, else removes it. A rename that fails is reported, exit 1.
  static func finish(language: Language) {
    guard let (temporary, path, whole) = pending else { return }
    guard whole else { return abandon() }
    pending = nil
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      Output.error(Failure.cannotOpen(path, code).message(Catalogue.of(language)))
      exit(ExitStatus.unreadable)
    }
  }

  /// Removes the temporary output, leaving the file -o names as it was.
  static func abandon() {
    guard let (temporary, _, _) = pending else { return }
    pending = nil
    unlink(temporary)
  }
}
