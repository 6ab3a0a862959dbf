import MetaLensCore

/// A batch page's first table: one row per file, linked to its section.
enum HTMLBatchTable {
  /// Where a section's anchor number goes; `HTMLFormat` numbers the records
  /// in order. File text is escaped, so it cannot hold this (its quotes
  /// would be `&quot;`).
  static let anchorMarker = "file-#"

  static func header() -> String {
    "<h1>MetaLens report</h1><table class=\"batch\"><tr><th>Score</th><th>Verdict</th><th>Strongest sign</th><th>File</th></tr>"
  }

  static func row(_ row: BatchRow) -> String {
    let band = row.band.map(\.rawValue) ?? (row.verdict == BatchPresenter.errorVerdict ? "low" : "unscored")
    return
      "<tr><td class=\"\(band)\">\(HTMLText.escape(row.score))</td><td class=\"\(band)\">\(HTMLText.escape(row.verdict))</td>"
      + "<td>\(HTMLText.escape(row.sign))</td><td class=\"value\"><a href=\"#\(anchorMarker)\">\(HTMLText.escape(row.path))</a></td></tr>"
  }

  static let footer = "</table>"
}
