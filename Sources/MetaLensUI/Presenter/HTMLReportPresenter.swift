import MetaLensCore

/// Turns an inspection into the hand-over page's model: the text report's
/// model from `ReportPresenter`, so both pages word a file alike, and the
/// parts only the page shows.
public struct HTMLReportPresenter: Sendable {
  public init() {}

  /// The value as the text table shows it, with ExifTool's printed value
  /// before an enumerated EXIF number: `Off, Did not fire (16)`.
  static func value(_ tag: MetadataTag) -> String {
    let raw = ValueText.text(tag.value)
    return ExifPrintedValues.printed(group: tag.group, name: tag.name, value: tag.value).map { "\($0) (\(raw))" } ?? raw
  }

  public func present(_ inspection: Inspection, language: Language = .en) -> HTMLReportModel {
    let catalogue = Catalogue.of(language)
    let report = ReportPresenter().present(inspection, language: language)
    // The guide of the rules that fired, in the table's order, from the
    // flags' own rules: the page words what fired, not the table again.
    let fired = Dictionary((report.flags + report.positives).map { ($0.rule.id, $0.rule) }) { first, _ in first }
    let guide = GuidePresenter(rules: ScoringRules.all.compactMap { fired[$0.id] }).present(language: language)
    return HTMLReportModel(
      report: report,
      exhibit: inspection.exhibit,
      tags: inspection.metadata.tags.tags.map {
        .init(group: $0.group, name: $0.name, value: Self.value($0))
      },
      fileName: inspection.file.name,
      fileSize: SummaryText.size(inspection.file.size),
      limits: TableWords.Limit.allCases.map { catalogue.text(TableWords.limit($0)) },
      imageData: inspection.analysis.imageData,
      firedRules: guide.sections.flatMap(\.rules),
      methods: ExaminationMethod.applied(
        imageData: inspection.analysis.imageData != nil, credentials: report.credentials != nil))
  }
}
