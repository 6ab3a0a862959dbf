#if canImport(Glibc)
  import Glibc
#endif

/// `--files-from FILE` (or `-` for standard input): the paths to inspect,
/// one a line, or separated by NUL bytes with `-0` (`find -print0`, which
/// allows any name). Read lazily, one path at a time, so a list of a million
/// files is never held whole; empty entries are left out.
///
/// Bounded as any input (issue 61): an entry longer than `maxEntryBytes`
/// (`/dev/zero` without `-0` grew one line without end) or more
/// than `maxEmptyRun` empty entries in a row (`/dev/zero` with `-0` spun on
/// empty names) ends the list with `failure` set, which the batch reports
/// with exit status 1 once the paths read so far are inspected.
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

  /// The longest entry read: PATH_MAX is 4,096 bytes on Linux.
  static let maxEntryBytes = 65_536
  /// Empty entries in a row before the list is taken for something else.
  static let maxEmptyRun = 65_536

  /// Why the list ended before its end, or nil; checked once it is read.
  private(set) var stoppedBy: Stop?
  enum Stop: Equatable {
    case readError, entryTooLong, onlyEmptyEntries
  }

  /// The reason in words, for `CommandLineWords.filesFrom`.
  var failure: String? {
    switch stoppedBy ?? (ferror(stream) != 0 ? .readError : nil) {
    case nil: nil
    case .readError: strerror(EIO).map { String(cString: $0).lowercased() } ?? "input/output error"
    case .entryTooLong: "an entry longer than \(Self.maxEntryBytes) bytes: not a list of paths"
    case .onlyEmptyEntries: "\(Self.maxEmptyRun) empty entries in a row: not a list of paths"
    }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  struct Iterator: IteratorProtocol {
    let list: PathList

    mutating func next() -> String? {
      guard list.stoppedBy == nil else { return nil }
      var entry: [UInt8] = []
      var empties = 0
      while true {
        let byte = getc_unlocked(list.stream)
        if byte == EOF || byte == Int32(list.separator) {
          // A list saved on Windows ends its lines with CR LF: the CR is
          // not part of the name (a name ending in CR needs -0).
          if list.separator != 0, entry.last == 0x0D { entry.removeLast() }
          if !entry.isEmpty { return String(decoding: entry, as: UTF8.self) }
          if byte == EOF { return nil }
          empties += 1
          if empties > PathList.maxEmptyRun { return stop(.onlyEmptyEntries) }
          continue
        }
        guard entry.count < PathList.maxEntryBytes else { return stop(.entryTooLong) }
        entry.append(UInt8(truncatingIfNeeded: byte))
      }
    }

    private func stop(_ reason: Stop) -> String? {
      list.stoppedBy = reason
      return nil
    }
  }
}
