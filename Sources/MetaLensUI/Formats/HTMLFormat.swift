import MetaLensCore

/// `--html`: one self-contained page. One file gets its report; several get
/// the summary table first, linked to a section per file. The table needs
/// every row before the first section, so this is a document, written at
/// the end (a page for a million files is not what it is for).
public struct HTMLFormat: DocumentFormat {
  public let context: HTMLContext
  public let single: Bool

  public init(context: HTMLContext, single: Bool) {
    self.context = context
    self.single = single
  }

  public func section(_ inspection: Inspection) -> HTMLSection { section(inspection, pictureID: nil) }

  /// The section with its picture drawn under `pictureID`, for the compare
  /// page's figures to reference (`HTMLPictures.pictureID`).
  func section(_ inspection: Inspection, pictureID: String?) -> HTMLSection {
    let model = HTMLReportPresenter().present(inspection, language: context.language)
    var report = HTMLReport(model: model)
    report.pictureID = pictureID
    return HTMLSection(
      row: BatchPresenter().row(inspection), title: inspection.file.path,
      body: "\n" + report.render(in: context) + "\n", sha256: inspection.exhibit?.sha256)
  }

  public func section(_ error: MetaLensError) -> HTMLSection {
    let words = context.catalogue
    let hint = error.hint(in: words).map { " (\($0))" } ?? ""
    let reason = words.text(HTMLWords.unreadable(reason: error.reason(in: words) + hint))
    return HTMLSection(
      row: BatchPresenter().row(error), title: error.path, body: "<p class=\"low\">\(HTMLText.escape(reason))</p>")
  }

  public func document(_ sections: [HTMLSection], tally: BatchTally) -> String {
    let anchors = sections.indices.map { "file-\($0 + 1)" }
    let words = context.catalogue
    let footers = HTMLPrintFooter.css(anchors: anchors, hashes: sections.map(\.sha256), context: context)
    var page = HTMLPage.head(title: title(sections), language: context.language, printCSS: footers)
    if !single {
      page += HTMLBatchTable.header(words)
      page += zip(sections, anchors).map { HTMLBatchTable.row($0.row, anchor: $1, words) }.joined()
      page += HTMLBatchTable.footer
      page += "<p>" + HTMLText.escape(BatchPresenter().summary(tally, catalogue: words)) + "</p>\n"
    }
    page += zip(sections, anchors).map { $0.html(anchor: $1) }.joined(separator: "\n") + "\n" + HTMLPage.tail
    return page
  }

  /// A single file's page is named after the file. The path goes in as its
  /// heading shows it, escaped, and the title escapes it again: pages have
  /// always been titled so (`a&amp;amp;b.jpg`), and they stay byte for byte
  /// what they were.
  private func title(_ sections: [HTMLSection]) -> String {
    let words = context.catalogue
    guard single else { return words.text(HTMLWords.title) }
    return words.text(HTMLWords.titleOfFile(path: sections.first.map { HTMLText.escape($0.title) } ?? ""))
  }
}
