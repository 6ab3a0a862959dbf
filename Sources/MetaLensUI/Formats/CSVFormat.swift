import MetaLensCore

/// `metalens inspect --csv`: one row per file, RFC 4180 quoting.
///
/// Metadata comes from strangers, and a CSV is read in a spreadsheet or
/// `cat` to a terminal. So text cells that came from metadata get a leading
/// `'` when a spreadsheet would run them as a formula (starting with `=`,
/// `+`, `-`, `@`, tab or carriage return), and control characters in every
/// cell are written as visible escapes (`\x1B`), as in the table, so a cell
/// cannot drive a terminal. Paths are guarded the same way (a file may be
/// named `=HYPERLINK(...)`, and `-dash.jpg` becomes `'-dash.jpg`; `-` for
/// standard input stays `-`); numbers
/// are written as they are.
public struct CSVFormat: StreamingFormat {
  /// The columns printed, in order: `columns` unless `--fields` chose
  /// others (or `--hash` added `hashColumns`).
  public let fields: [String]
  /// Where each of `fields` is in `allColumns`.
  private let positions: [Int]

  /// Every name in `fields` must be one of `allColumns`; an unknown one is
  /// left out (the command line refuses it before).
  public init(fields: [String] = CSVFormat.columns) {
    self.fields = fields.filter { Self.allColumns.contains($0) }
    self.positions = self.fields.compactMap { Self.allColumns.firstIndex(of: $0) }
  }

  public var prologue: String? { fields.joined(separator: ",") + "\n" }

  public func record(_ inspection: Inspection) -> String { Self.join(Self.cells(inspection), at: positions) }

  public func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String? {
    Self.join(Self.cells(error, integrity: integrity), at: positions)
  }

  /// The default columns, which never change but by additions at the end.
  public static let columns = [
    "path", "format", "score", "verdict", "strongest_flag", "flags", "camera", "captured", "software", "width",
    "height",
    "latitude", "longitude", "error", "warnings", "origin", "picture", "platforms",
  ]

  /// Where a file that could not be read puts its error code.
  private static let errorColumn = columns.firstIndex(of: "error") ?? 0

  /// The columns `--hash` adds after the default ones (empty for a file
  /// that could not be read): the file's SHA-256, size in bytes, and
  /// modification time in UTC, ISO 8601 to the second.
  public static let hashColumns = ["sha256", "size", "mtime"]

  /// Every column `--fields` may name.
  public static let allColumns = columns + hashColumns

  public static var header: String { columns.joined(separator: ",") }

  public static func row(_ inspection: Inspection) -> String {
    join(cells(inspection), at: Array(columns.indices))
  }

  public static func row(_ error: MetaLensError) -> String { join(cells(error), at: Array(columns.indices)) }

  private static func join(_ cells: [String], at positions: [Int]) -> String {
    positions.map { quoted(cells[$0]) }.joined(separator: ",")
  }

  /// The cells of every column in `allColumns`, unquoted. The path is
  /// guarded like metadata: a file can be named `=HYPERLINK(...)`.
  private static func cells(_ inspection: Inspection) -> [String] {
    let (summary, report) = (inspection.summary, inspection.report)
    let integrity = inspection.integrity
    return [
      pathCell(inspection.file.path), inspection.file.format.rawValue, String(report.score),
      report.verdict.rawValue, report.strongestSign?.id ?? "", report.flags.map(\.id).joined(separator: ";"),
      metadataCell(summary.camera ?? ""), metadataCell(summary.captured?.combined ?? ""),
      metadataCell(summary.software ?? ""), summary.width.map(String.init) ?? "",
      summary.height.map(String.init) ?? "", summary.position.map { String($0.latitude) } ?? "",
      summary.position.map { String($0.longitude) } ?? "", "", String(inspection.noticeCount),
      report.fileOrigin?.state.rawValue ?? "", report.pictureChange?.state.rawValue ?? "",
      report.fileOrigin?.platformIDs.joined(separator: ";") ?? "",
      integrity?.sha256 ?? "", integrity.map { String($0.size) } ?? "", integrity?.modifiedText ?? "",
    ]
  }

  private static func cells(_ error: MetaLensError, integrity: FileIntegrity? = nil) -> [String] {
    var cells = [String](repeating: "", count: allColumns.count)
    cells[0] = pathCell(error.path)
    cells[errorColumn] = error.code
    if let integrity {
      cells[columns.count...] = [integrity.sha256, String(integrity.size), integrity.modifiedText]
    }
    return cells
  }

  /// A path, guarded as metadata is, but for `-` alone (standard input),
  /// which no spreadsheet runs as a formula.
  public static func pathCell(_ path: String) -> String { path == "-" ? path : metadataCell(path) }

  /// A text cell that came from metadata: escaped, then guarded against
  /// formulas. The guard looks at bytes, not Characters: `=` followed by a
  /// combining mark is one Character, which does not equal `"="`, though a
  /// spreadsheet sees the byte.
  public static func metadataCell(_ value: String) -> String {
    let escaped = safe(value)
    guard let first = escaped.utf8.first, Self.formulaStarts.contains(first) else { return escaped }
    return "'" + escaped
  }

  /// `value` with its control characters escaped as the terminal shows them.
  static func safe(_ value: String) -> String { TerminalSafe.escape(value) }

  static func quoted(_ field: String) -> String {
    let bytes = field.utf8
    guard bytes.contains(where: Self.needsQuotes.contains) || bytes.first == 0x20 || bytes.last == 0x20 else {
      return field
    }
    var result: [UInt8] = [0x22]
    result.reserveCapacity(bytes.count + 8)
    for byte in bytes {
      result.append(byte)
      if byte == 0x22 { result.append(0x22) }
    }
    result.append(0x22)
    return String(decoding: result, as: UTF8.self)
  }

  /// `=`, `+`, `-`, `@`, tab, carriage return.
  private static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]
  /// Comma, double quote, line feed, carriage return.
  private static let needsQuotes: Set<UInt8> = [0x2C, 0x22, 0x0A, 0x0D]
}
