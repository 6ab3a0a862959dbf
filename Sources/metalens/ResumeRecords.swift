import FoundationEssentials
import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// `--resume FILE`: the files an earlier run already recorded in FILE
/// (NDJSON or CSV written by `metalens --hash`), known by path, size and
/// modification time, so a stopped run can be completed without reading
/// them again. A file changed since (another size or mtime) is read again.
///
/// Each record is kept as a 64-bit hash of those three, not as text: a
/// million records take 16 MB, not the hundreds their paths would. Two
/// different files share a hash with odds of about one in 10^13 for a
/// million records; the cost of that is one file left unread.
///
/// An error record carries size and mtime when the file's bytes could be
/// read (a corrupt file, not an image) and matches as any record does. One
/// without them (a file or folder that could not be opened) matches its
/// path while it still cannot be opened: so a run resumed ten times leaves
/// one record per file, errors included, and a file made readable since is
/// read. A record without size and mtime that is no error (written without
/// `--hash`) matches nothing. A last line without
/// its line break (a run killed while writing it) is left out and counted in
/// `tornLastLine`; metalens writes whole records, so it only comes from
/// other writers or a full disk.
struct ResumeRecords: Sendable {
  private var keys: Set<UInt64> = []
  /// Paths of error records without size and mtime.
  private var failures: Set<UInt64> = []
  /// Records read from FILE.
  private(set) var count = 0
  /// Whether FILE ended in the middle of a line.
  private(set) var tornLastLine = false

  /// Reads FILE, NDJSON unless `csv`, one line at a time (FILE may hold
  /// gigabytes of records).
  init(contentsOf path: String, csv: Bool) throws(ResumeError) {
    guard let stream = fopen(path, "re") else { throw ResumeError(path: path, code: errno) }
    defer { fclose(stream) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    var header: [String]?
    while true {
      let length = getline(&line, &capacity, stream)
      guard length > 0, let line else { break }
      let bytes = UnsafeRawBufferPointer(start: line, count: length)
      guard bytes.last == UInt8(ascii: "\n") else {
        tornLastLine = true
        break
      }
      let text = Array(bytes.dropLast())
      guard csv else {
        readNDJSON(text)
        continue
      }
      let cells = CSVLine.cells(text)
      if let header { readCSV(cells, header: header) } else { header = cells }
    }
    if ferror(stream) != 0 { throw ResumeError(path: path, code: EIO) }
  }

  /// Whether `path`, with this size and mtime (seconds since 1970), was
  /// recorded.
  func contains(path: String, size: Int64, modified: Int) -> Bool {
    keys.contains(Self.key(path, String(size), FileIntegrity.iso8601(modified)))
  }

  /// Whether an error record without size and mtime names `path`.
  func containsFailure(path: String) -> Bool { failures.contains(Self.key(path, "", "")) }

  private mutating func insertFailure(_ path: String) {
    failures.insert(Self.key(path, "", ""))
    count += 1
  }

  private mutating func insert(_ path: String, _ size: String, _ mtime: String) {
    keys.insert(Self.key(path, size, mtime))
    count += 1
  }

  /// FNV-1a over the three fields, NUL between them.
  private static func key(_ path: String, _ size: String, _ mtime: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 + [0] + size.utf8 + [0] + mtime.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }

  private struct Record: Decodable {
    struct File: Decodable {
      let path: String
      let size: Int64?
      let mtime: String?
    }
    let file: File?
  }

  /// Only the `file` object is decoded: the rest of a record is long.
  private mutating func readNDJSON(_ line: [UInt8]) {
    guard let object = NDJSONFileObject.find(in: line),
      let file = try? JSONDecoder().decode(Record.File.self, from: Data(object))
    else { return }
    guard let size = file.size, let mtime = file.mtime else {
      // ErrorDocument's keys are sorted: its line starts with the error.
      if line.starts(with: Self.errorStart) { insertFailure(file.path) }
      return
    }
    insert(file.path, String(size), mtime)
  }

  private static let errorStart = Array(#"{"error":"#.utf8)

  /// A row of a CSV whose header names path, size and mtime.
  private mutating func readCSV(_ row: [String], header: [String]) {
    guard let path = header.firstIndex(of: "path"), let size = header.firstIndex(of: "size"),
      let mtime = header.firstIndex(of: "mtime"), row.count == header.count
    else { return }
    // A path guarded against formulas (`'=x.jpg`) names the file `=x.jpg`.
    let unguarded = String(row[path].dropFirst())
    let guarded = row[path].hasPrefix("'") && CSVFormat.pathCell(unguarded) == row[path]
    let paths = [row[path]] + (guarded ? [unguarded] : [])
    guard !row[size].isEmpty, !row[mtime].isEmpty else {
      if let error = header.firstIndex(of: "error"), !row[error].isEmpty {
        for path in paths { failures.insert(Self.key(path, "", "")) }
        count += 1
      }
      return
    }
    for path in paths { keys.insert(Self.key(path, row[size], row[mtime])) }
    count += 1
  }
}
