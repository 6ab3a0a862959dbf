import MetaLensCore

/// `metalens inspect --csv`: one row per file, RFC 4180 quoting.
///
/// Text that a spreadsheet would run as a formula (starting with `=`, `+`,
/// `-`, `@`, tab or carriage return) gets a leading `'`, since metadata comes
/// from strangers; numbers are written as they are.
public enum CSVFormat {
  public static let columns = [
    "path", "format", "score", "verdict", "strongest_flag", "flags", "camera", "captured", "software", "width", "height",
    "latitude", "longitude", "error",
  ]

  public static var header: String { columns.joined(separator: ",") }

  public static func row(_ metadata: PhotoMetadata, report: OriginalityReport) -> String {
    let summary = PhotoSummary(metadata)
    let fields: [String] = [
      text(metadata.file.path), metadata.file.format.rawValue, String(report.score), report.verdict.rawValue,
      report.strongestSign?.id ?? "", report.flags.map(\.id).joined(separator: ";"), text(summary.camera ?? ""),
      summary.captured?.combined ?? "", text(summary.software ?? ""), summary.width.map(String.init) ?? "",
      summary.height.map(String.init) ?? "", summary.position.map { String($0.latitude) } ?? "",
      summary.position.map { String($0.longitude) } ?? "", "",
    ]
    return fields.map(quoted).joined(separator: ",")
  }

  public static func row(_ error: MetaLensError) -> String {
    let fields = [text(error.path)] + [String](repeating: "", count: columns.count - 2) + [error.code]
    return fields.map(quoted).joined(separator: ",")
  }

  static func text(_ value: String) -> String {
    guard let first = value.first, "=+-@\t\r".contains(first) else { return value }
    return "'" + value
  }

  static func quoted(_ field: String) -> String {
    guard field.contains(where: { ",\"\n\r".contains($0) }) || field.first == " " || field.last == " " else { return field }
    return "\"" + field.reduce(into: "") { $0 += $1 == "\"" ? "\"\"" : String($1) } + "\""
  }
}
