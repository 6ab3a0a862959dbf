import MetaLensCore

/// `--html`: one self-contained page. One file gets its report; several get
/// the summary table first, linked to a section per file. The table needs
/// every row before the first section, so this format collects its records
/// and writes the page at the end (a page for a million files is not what it
/// is for).
public struct HTMLFormat: OutputFormat {
  public let context: HTMLContext
  public let single: Bool

  public init(context: HTMLContext, single: Bool) {
    self.context = context
    self.single = single
  }

  public var collectsRecords: Bool { true }

  /// The table row on the first line, the section after it.
  public func record(_ inspection: Inspection) -> String {
    let model = ReportPresenter().present(inspection, language: context.language)
    let section = HTMLReport(model: model, anchor: HTMLBatchTable.anchorMarker).render(in: context)
    return HTMLBatchTable.row(BatchPresenter().row(inspection), context.catalogue) + "\n" + section
  }

  public func errorRecord(_ error: MetaLensError) -> String? {
    let words = context.catalogue
    let hint = error.hint(in: words).map { " (\($0))" } ?? ""
    let reason = words.text("html.unreadable", .text(error.reason(in: words) + hint))
    let section =
      "<section class=\"file\" id=\"\(HTMLBatchTable.anchorMarker)\"><h1 class=\"value\">"
      + "\(HTMLText.escape(error.path))</h1><p class=\"low\">\(HTMLText.escape(reason))</p></section>"
    return HTMLBatchTable.row(BatchPresenter().row(error), words) + "\n" + section
  }

  public func document(_ records: [String], tally: BatchTally) -> String {
    var rows: [String] = []
    var sections: [String] = []
    for (index, record) in records.enumerated() {
      let anchor = "file-\(index + 1)"
      let parts = record.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      rows.append(Self.numbered(String(parts[0]), anchor))
      sections.append(Self.numbered(parts.count > 1 ? String(parts[1]) : "", anchor))
    }
    let words = context.catalogue
    let title =
      single
      ? words.text("html.title.file", .text(records.isEmpty ? "" : Self.firstTitle(records))) : words.text("html.title")
    var page = HTMLPage.head(title: title, language: context.language)
    if !single {
      page += HTMLBatchTable.header(words) + rows.joined() + HTMLBatchTable.footer
      page += "<p>" + HTMLText.escape(BatchPresenter().summary(tally, catalogue: words)) + "</p>\n"
    }
    page += sections.joined(separator: "\n") + "\n" + HTMLPage.tail
    return page
  }

  private static func numbered(_ text: String, _ anchor: String) -> String {
    let marker = HTMLBatchTable.anchorMarker
    let id = text.replacing("\"" + marker + "\"", with: "\"" + anchor + "\"")
    return id.replacing("\"#" + marker + "\"", with: "\"#" + anchor + "\"")
  }

  /// The file name in a single report's title, from its `<h1>`.
  private static func firstTitle(_ records: [String]) -> String {
    guard let record = records.first, let start = record.firstRange(of: "<h1 class=\"value\">") else { return "" }
    let rest = record[start.upperBound...]
    guard let end = rest.firstRange(of: "</h1>") else { return "" }
    return String(rest[..<end.lowerBound])
  }
}
