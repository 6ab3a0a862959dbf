import ArgumentParser
import MetaLensCore
import MetaLensUI

/// The options for batches of many files: where the paths come from, what
/// each record carries, and how a stopped run is completed.
struct LargeBatchOptions: ParsableArguments {
  @Option(
    name: .customLong("files-from"),
    help: ArgumentHelp("Also read the paths in FILE, one a line (- for standard input).", valueName: "file"))
  var filesFrom: String?

  @Flag(name: [.customShort("0"), .customLong("null")], help: "Paths in --files-from are separated by NUL bytes.")
  var null = false

  @Flag(name: .long, help: "Add each file's sha256, size and mtime to its record (JSON, NDJSON, CSV).")
  var hash = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Skip the files already in FILE (written with --hash) with the same size and mtime; print the rest.",
      discussion: "Append the output to FILE yourself: metalens --ndjson --hash --resume out.ndjson ... >> out.ndjson",
      valueName: "file"))
  var resume: String?

  @Option(
    name: .long,
    help: ArgumentHelp("CSV columns to print, in this order, e.g. path,verdict,sha256.", valueName: "list"))
  var fields: String?

  /// Draws the progress line on stderr even when it is not a terminal
  /// (for measuring it; hidden).
  @Flag(name: .long, help: .hidden)
  var progress = false

  /// The CSV columns `--fields` names, in order, or nil when it was not
  /// given; `--hash` alone adds `CSVFormat.hashColumns` to the default ones.
  var csvColumns: [String]? {
    if let fields { return fields.split(separator: ",").map { String($0).trimmed } }
    return hash ? CSVFormat.allColumns : nil
  }

  /// Whether each file is hashed: `--hash`, or a hash column in `--fields`.
  var hashes: Bool { hash || (csvColumns ?? []).contains(where: CSVFormat.hashColumns.contains) }

  func validate(machine: MachineFormat?, language: Language) throws {
    if let columns = csvColumns, fields != nil {
      guard machine == .csv else { throw ValidationError(UsageWords.fieldsWithoutCSV.text(language)) }
      guard !columns.isEmpty, columns.allSatisfy(CSVFormat.allColumns.contains) else {
        throw ValidationError(UsageWords.fields(columns: CSVFormat.allColumns).text(language))
      }
    }
    if null && filesFrom == nil { throw ValidationError(UsageWords.nullWithoutFilesFrom.text(language)) }
    if resume != nil {
      guard machine == .ndjson || machine == .csv else { throw ValidationError(UsageWords.resumeFormat.text(language)) }
      guard hash else { throw ValidationError(UsageWords.resumeWithoutHash.text(language)) }
      if let columns = csvColumns, !["path", "size", "mtime"].allSatisfy(columns.contains) {
        throw ValidationError(UsageWords.resumeWithoutHash.text(language))
      }
    }
  }
}
