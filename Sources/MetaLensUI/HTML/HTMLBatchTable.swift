import MetaLensCore

/// A batch page's first table: one row per file, linked to its section.
enum HTMLBatchTable {
  static func header(_ words: Catalogue = .english) -> String {
    let cells = [HTMLWords.batchScore, .batchVerdict, .batchSign, .batchFile].map {
      "<th>\(HTMLText.escape(words.text($0)))</th>"
    }
    return "<h1>\(HTMLText.escape(words.text(HTMLWords.title)))</h1><table class=\"batch\"><tr>\(cells.joined())</tr>"
  }

  /// The verdict in the reader's words (`likely original`, not the JSON's
  /// `likely_original`). `anchor` is the id of the file's section.
  static func row(_ row: BatchRow, anchor: String, _ words: Catalogue = .english) -> String {
    let band = row.band.map(\.rawValue) ?? (row.verdict == BatchPresenter.errorVerdict ? "low" : "unscored")
    let verdict = words.text(BatchWords.verdict(ofRow: row.verdict))
    let sign =
      row.failure?.reason(in: words) ?? row.signTitle.map(words.text) ?? ""
    return
      "<tr><td class=\"\(band)\">\(HTMLText.escape(row.score))</td><td class=\"\(band)\">\(HTMLText.escape(verdict))</td>"
      + "<td>\(HTMLText.escape(sign))</td><td class=\"value\"><a href=\"#\(anchor)\">\(HTMLText.escape(row.path))</a></td></tr>"
  }

  static let footer = "</table>"
}
