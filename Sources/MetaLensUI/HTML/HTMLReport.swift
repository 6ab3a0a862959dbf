import MetaLensCore

/// One file's part of the page under its heading: custody, pictures, gauge,
/// summary, flags, positive evidence, notices, the complete tag table and
/// the appendix (method and limits), from the same view model as the text report and the page's own.
public struct HTMLReport: HTMLComponent {
  public let model: HTMLReportModel
  /// The id the file's picture is drawn under (`HTMLPictures.pictureID`),
  /// on the compare page only.
  var pictureID: String? = nil

  public init(model: HTMLReportModel) {
    self.model = model
  }

  public func render(in context: HTMLContext) -> String {
    let report = model.report
    let parts: [any HTMLComponent] = [
      HTMLCustodyHeader(model: model), HTMLScoreGauge(gauge: report.gauge),
      HTMLPictures(
        exhibit: model.exhibit,
        overlay: HTMLRegionOverlay(regions: report.regions, map: model.imageData?.compressionMap),
        pictureID: pictureID),
      HTMLDCTChart(analysis: model.imageData),
      HTMLSummaryCard(rows: report.summary, mapURL: report.mapURL),
      HTMLFlagsList(title: context.catalogue.text(ReportWords.flags), flags: report.flags, regions: report.regions),
      HTMLFlagsList(title: context.catalogue.text(ReportWords.positives), flags: report.positives),
      HTMLCredentials(model: report.credentials),
      HTMLNotes(messages: report.notices.map(context.catalogue.notice)),
      HTMLTagTable(tags: model.tags), HTMLAppendix(model: model),
    ]
    return parts.map { $0.render(in: context) }.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
