import MetaLensCore

/// One way of printing a batch of inspections on stdout a record at a time,
/// each as soon as it and those before it are done: what comes before the
/// records, each file's record (or a failed file's), what separates two
/// records, and what closes the output. A new format is one new type; the
/// printer and the workers do not change. (An output that needs every file
/// before it can print the first is a `DocumentFormat`.)
///
/// Each piece is the exact text to write, line breaks included, so the
/// printer only concatenates: prologue, then record, terminator for each
/// file (the separator before every record but the first), then epilogue.
public protocol StreamingFormat: Sendable {
  /// Before the first record (a table or CSV header, a JSON array's `[`).
  var prologue: String? { get }
  /// Whether the prologue is printed when no record follows (a CSV header
  /// and `[]` are still valid documents; a table header alone is noise).
  var prologueWithoutRecords: Bool { get }
  /// One file's record, without its terminator.
  func record(_ inspection: Inspection) -> String
  /// The same record as UTF-8, which is what the printer writes: the JSON
  /// formats write their bytes directly, sparing a batch the check of every
  /// record's UTF-8 that making a String of it costs (a fortieth of an
  /// NDJSON batch).
  func encodedRecord(_ inspection: Inspection) -> [UInt8]
  /// The record of a file that could not be read, or nil when the format
  /// lists only what was read (the error still goes to stderr). With
  /// `--hash`, `integrity` is the file's hash, size and mtime when its bytes
  /// could be read, which makes the error record resumable as any other.
  func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String?
  /// Between two records, before the second.
  var separator: String { get }
  /// After every record.
  var terminator: String { get }
  /// After the last record, given the counts and how many records were
  /// printed.
  func epilogue(_ tally: BatchTally, records: Int) -> String?
}

extension StreamingFormat {
  public var prologue: String? { nil }
  public func errorRecord(_ error: MetaLensError) -> String? { errorRecord(error, integrity: nil) }
  public func encodedRecord(_ inspection: Inspection) -> [UInt8] { Array(record(inspection).utf8) }
  public var prologueWithoutRecords: Bool { true }
  public var separator: String { "" }
  public var terminator: String { "\n" }
  public func epilogue(_ tally: BatchTally, records: Int) -> String? { nil }
}
