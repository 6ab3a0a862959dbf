import MetaLensCore

/// `metalens inspect --csv`: one row per file, RFC 4180 quoting.
///
/// Metadata comes from strangers, and a CSV is read in a spreadsheet or
/// `cat` to a terminal. So text cells that came from metadata get a leading
/// `'` when a spreadsheet would run them as a formula (starting with `=`,
/// `+`, `-`, `@`, tab or carriage return), and control characters in every
/// cell are written as visible escapes (`\x1B`), as in the table, so a cell
/// cannot drive a terminal. Paths are otherwise kept as given (`-dash.jpg`
/// stays `-dash.jpg`); numbers are written as they are.
public struct CSVFormat: OutputFormat {
  public init() {}

  public var prologue: String? { Self.header + "\n" }

  public func record(_ inspection: Inspection) -> String { Self.row(inspection) }

  public func errorRecord(_ error: MetaLensError) -> String? { Self.row(error) }

  public static let columns = [
    "path", "format", "score", "verdict", "strongest_flag", "flags", "camera", "captured", "software", "width",
    "height",
    "latitude", "longitude", "error", "warnings",
  ]

  public static var header: String { columns.joined(separator: ",") }

  public static func row(_ inspection: Inspection) -> String {
    let (summary, report) = (inspection.summary, inspection.report)
    let fields: [String] = [
      safe(inspection.file.path), inspection.file.format.rawValue, String(report.score), report.verdict.rawValue,
      report.strongestSign?.id ?? "", report.flags.map(\.id).joined(separator: ";"), metadataCell(summary.camera ?? ""),
      metadataCell(summary.captured?.combined ?? ""), metadataCell(summary.software ?? ""),
      summary.width.map(String.init) ?? "",
      summary.height.map(String.init) ?? "", summary.position.map { String($0.latitude) } ?? "",
      summary.position.map { String($0.longitude) } ?? "", "", String(inspection.noticeCount),
    ]
    return fields.map(quoted).joined(separator: ",")
  }

  public static func row(_ error: MetaLensError) -> String {
    let fields = [safe(error.path)] + [String](repeating: "", count: columns.count - 3) + [error.code, ""]
    return fields.map(quoted).joined(separator: ",")
  }

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
