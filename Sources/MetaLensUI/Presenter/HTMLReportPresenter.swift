import MetaLensCore

/// Turns an inspection into the hand-over page's model: the text report's
/// model from `ReportPresenter`, so both pages word a file alike, and the
/// parts only the page shows.
public struct HTMLReportPresenter: Sendable {
  public init() {}

  public func present(_ inspection: Inspection, language: Language = .en) -> HTMLReportModel {
    let catalogue = Catalogue.of(language)
    return HTMLReportModel(
      report: ReportPresenter().present(inspection, language: language),
      exhibit: inspection.exhibit,
      tags: inspection.metadata.tags.tags.map {
        .init(group: $0.group, name: $0.name, value: ValueText.text($0.value))
      },
      fileName: inspection.file.name,
      fileSize: SummaryText.size(inspection.file.size),
      limits: TableWords.Limit.allCases.map { catalogue.text(TableWords.limit($0)) },
      imageData: inspection.analysis.imageData)
  }
}
