private import CLibcShim
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
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// UTF-8 `bytes` on stdout.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Through stdio's buffer, as `print` writes, without `print`'s boxing of
  /// its argument.
  private static func write(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    _ = metalens_write_stdout(base, bytes.count)
  }

  /// `text` on stderr, after whatever stdout still holds in its buffer: with
  /// both redirected to one file, each error then follows the records before
  /// it instead of coming out ahead of every buffered record.
  static func error(_ text: String, terminator: String = "\n") {
    fflush(nil)  // every output stream, that is stdout (the global is not concurrency-safe in Swift 6)
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
      hint = words.text("cli.did-you-mean", .text(name))
    }
    let reason = failure.reason(in: words)
    error(
      hint.map { words.text("cli.error.hint", .text(failure.path), .text(reason), .text($0)) }
        ?? words.text("cli.error", .text(failure.path), .text(reason)))
  }

  /// stderr through write(2), unbuffered; stdout stays buffered (one write
  /// per 4 KiB rather than per record, which keeps batches fast) and is
  /// flushed before each error, so the two interleave in the order they
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
