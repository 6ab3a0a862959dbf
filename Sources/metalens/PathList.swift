#if canImport(Glibc)
  import Glibc
#endif

/// `--files-from FILE` (or `-` for standard input): the paths to inspect,
/// one a line, or separated by NUL bytes with `-0` (`find -print0`, which
/// allows any name). Read lazily, one path at a time, so a list of a million
/// files is never held whole; empty entries are left out.
final class PathList: Sequence, @unchecked Sendable {
  // @unchecked: the stream is read by one thread only, the batch's reader,
  // through the one iterator the batch makes.
  private let stream: UnsafeMutablePointer<FILE>
  private let separator: UInt8
  let name: String

  /// Opens the list at `path`; nil with errno set when it cannot be opened.
  /// With `regularFileOnly`, nil also for standard input, a pipe or a FIFO:
  /// what can be read only once.
  init?(path: String, nullSeparated: Bool, regularFileOnly: Bool = false) {
    if regularFileOnly {
      var status = stat()
      guard path != StandardInput.path, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        return nil
      }
    }
    let stream = path == StandardInput.path ? fdopen(dup(STDIN_FILENO), "r") : fopen(path, "re")
    guard let stream else { return nil }
    self.stream = stream
    self.separator = nullSeparated ? 0 : UInt8(ascii: "\n")
    self.name = path
  }

  deinit { fclose(stream) }

  /// The errno of a failed read, or 0; checked once the list is read.
  var failure: Int32 { ferror(stream) != 0 ? EIO : 0 }

  func makeIterator() -> Iterator { Iterator(list: self) }

  struct Iterator: IteratorProtocol {
    let list: PathList

    mutating func next() -> String? {
      var line: UnsafeMutablePointer<CChar>?
      var capacity = 0
      defer { free(line) }
      while true {
        let length = getdelim(&line, &capacity, Int32(list.separator), list.stream)
        guard length >= 0, let line else { return nil }
        let bytes = UnsafeRawBufferPointer(start: line, count: length)
        let entry = bytes.last == list.separator ? bytes.dropLast() : bytes[...]
        if !entry.isEmpty { return String(decoding: entry, as: UTF8.self) }
      }
    }
  }
}
