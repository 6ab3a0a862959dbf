private import CLibcShim
import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// Where metalens writes: reports to stdout, errors to stderr.
///
/// stdout is buffered in CLibcShim and written only at record boundaries,
/// so output is never torn in the middle of a line, even when the process
/// is killed: `recordEnd()` writes the buffer once it holds 64 KiB, and
/// `close()` writes the rest at exit and reports a failed write (a full
/// disk, a closed pipe).
enum Output {
  static func print(_ text: String) {
    write(text)
    write("\n")
    recordEnd()
  }

  /// `text` on stdout without a line break.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// UTF-8 `bytes` on stdout.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Into the buffer; written at the next record boundary.
  private static func write(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    metalens_out_append(base, bytes.count)
  }

  /// The end of a record: the buffer is written once it holds 64 KiB
  /// (one write per 64 KiB rather than per record keeps batches fast).
  static func recordEnd() {
    _ = metalens_out_boundary(1 << 16)
  }

  /// The errno of the first failed write to stdout, or 0: a batch stops
  /// reading files once its output cannot be written.
  static var failure: Int32 { metalens_out_error() }

  /// Writes what is left and closes stdout; on a failed write, says why on
  /// stderr and exits: 1, or 141 without a word for a closed pipe (as a
  /// process killed by SIGPIPE would, `| head -1`), since the reader
  /// left on purpose.
  ///
  /// With `keepingOpen`, stdout stays open: ArgumentParser still prints
  /// help and errors on it after.
  static func closeOrExit(language: Language, keepingOpen: Bool = false) {
    let code = keepingOpen ? metalens_out_flush() : metalens_out_close()
    guard code != 0 else { return }
    OutputFile.abandon()
    if code == EPIPE { exit(ExitStatus.brokenPipe) }
    let reason = strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
    error(CommandLineWords.outputFailed(reason: reason, diskFull: code == ENOSPC).text(language))
    exit(ExitStatus.unreadable)
  }

  /// `text` on stderr, after whatever stdout still holds in its buffer: with
  /// both redirected to one file, each error then follows the records before
  /// it instead of coming out ahead of every buffered record.
  /// Each line is made terminal-safe: errors name files, and a file's name
  /// can hold escape sequences.
  static func error(_ text: String, terminator: String = "\n") {
    _ = metalens_out_boundary(0)
    var standardError = StandardError()
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalSafe.escape(String($0)) }.joined(separator: "\n")
    Swift.print(safe, terminator: terminator, to: &standardError)
  }

  /// `text` on stderr only: the progress line, which need not wait for
  /// stdout (flushing for each redraw would write stdout in small pieces).
  static func status(_ text: String, terminator: String = "") {
    var standardError = StandardError()
    Swift.print(text, terminator: terminator, to: &standardError)
  }

  /// One line naming the file and the reason, then a hint when there is
  /// one; a missing path one slip away from a subcommand gets that instead.
  /// `metalens: path: reason (hint)`, in `language`.
  static func report(_ failure: MetaLensError, language: Language = .en) {
    let words = Catalogue.of(language)
    var hint = failure.hint(in: words)
    if failure == .notFound(path: failure.path), let name = SubcommandSuggestion.suggestion(for: failure.path) {
      hint = CommandLineWords.didYouMean(subcommand: name).text(language)
    }
    let reason = failure.reason(in: words)
    error(CommandLineWords.failed(path: failure.path, reason: reason, hint: hint).text(language))
  }

  /// stderr through write(2), unbuffered; stdout stays buffered and is
  /// written before each error, so the two interleave in the order they
  /// happen.
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
