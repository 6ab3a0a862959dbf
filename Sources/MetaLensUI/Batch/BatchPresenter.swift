import MetaLensCore

/// Words a file's result for the batch table, the CSV and the summary.
public struct BatchPresenter: Sendable {
  public init() {}

  /// The verdict column of a file that could not be read.
  public static let errorVerdict = "error"

  public func row(_ inspection: Inspection) -> BatchRow {
    let (summary, report) = (inspection.summary, inspection.report)
    var row = BatchRow(
      path: inspection.file.path, score: report.verdict.isScored ? String(report.score) : "-", band: report.band,
      verdict: report.verdict.rawValue, signTitle: report.strongestSign.map { RuleTitle($0.rule) },
      camera: summary.camera ?? "", captured: summary.captured.map { String(SummaryText.captured($0).prefix(16)) } ?? ""
    )
    row.hasNotices = inspection.noticeCount > 0
    return row
  }

  public func row(_ error: MetaLensError) -> BatchRow {
    BatchRow(
      path: error.path, score: "", band: nil, verdict: Self.errorVerdict, failure: error,
      camera: "",
      captured: "")
  }

  /// `483 files: 103 likely_original, 149 possibly_edited…; 2 could not be
  /// read; 5 skipped (not images)`.
  public func summary(
    _ tally: BatchTally, mark: String = Symbols.unicode.warning, catalogue: Catalogue = .english
  ) -> String {
    let (verdicts, unreadable, skipped, inspected) = (tally.verdicts, tally.unreadable, tally.skipped, tally.inspected)
    var text = catalogue.text(BatchWords.inspected(count: inspected))
    let counts = Verdict.allCases.compactMap { verdict in
      verdicts[verdict].map {
        catalogue.text(BatchWords.count(count: $0, verdict: catalogue.text(BatchWords.verdict(verdict))))
      }
    }
    if !counts.isEmpty { text += ": " + counts.joined(separator: ", ") }
    if unreadable > 0 { text += catalogue.text(BatchWords.unreadable(count: unreadable)) }
    if tally.withNotices > 0 { text += catalogue.text(BatchWords.withNotices(count: tally.withNotices, mark: mark)) }
    if skipped > 0 { text += catalogue.text(BatchWords.skipped(count: skipped)) }
    return text + catalogue.text(BatchWords.end)
  }
}
