import MetaLensCore

/// One file's part of the page: custody, pictures, gauge, summary, flags,
/// positive evidence, notices, limits and the complete tag table, from the
/// same view model as the text report.
public struct HTMLReport: HTMLComponent {
  public let model: ReportViewModel
  /// The element id a batch's table links to.
  public let anchor: String

  public init(model: ReportViewModel, anchor: String = "file-1") {
    self.model = model
    self.anchor = anchor
  }

  public func render(in context: HTMLContext) -> String {
    let parts: [any HTMLComponent] = [
      HTMLCustodyHeader(model: model), HTMLScoreGauge(gauge: model.gauge), HTMLPictures(exhibit: model.exhibit),
      HTMLDCTChart(analysis: model.imageData),
      HTMLSummaryCard(rows: model.summary, mapURL: model.mapURL),
      HTMLFlagsList(title: context.catalogue.text("report.flags"), flags: model.flags),
      HTMLFlagsList(title: context.catalogue.text("report.positives"), flags: model.positives),
      HTMLCredentials(model: model.credentials),
      HTMLNotes(messages: model.notices.map(context.catalogue.notice), limits: model.limits, footer: model.footer),
      HTMLTagTable(tags: model.tags),
    ]
    let body = parts.map { $0.render(in: context) }.filter { !$0.isEmpty }.joined(separator: "\n")
    return
      "<section class=\"file\" id=\"\(anchor)\"><h1 class=\"value\">\(HTMLText.escape(model.title))</h1>\n\(body)\n</section>"
  }
}
