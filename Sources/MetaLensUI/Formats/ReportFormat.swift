import MetaLensCore

/// The full text report for each file, two blank lines apart; after
/// several files, the summary by verdict.
public struct ReportFormat: StreamingFormat {
  public let context: RenderContext
  /// Whether to close with the summary line (for several files).
  public let summarises: Bool

  public init(context: RenderContext, summarises: Bool) {
    self.context = context
    self.summarises = summarises
  }

  public func record(_ inspection: Inspection) -> String {
    ReportView(model: ReportPresenter().present(inspection, symbols: context.symbols, language: context.language))
      .render(in: context)
  }

  public func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String? { nil }

  public var separator: String { "\n\n" }

  public func epilogue(_ tally: BatchTally, records: Int) -> String? {
    guard summarises, tally.inspected + tally.unreadable > 0 else { return nil }
    return "\n"
      + TextLayout.wrap(
        BatchPresenter().summary(tally, mark: context.symbols.warning, catalogue: context.catalogue), to: context.width
      ).joined(
        separator: "\n") + "\n"
  }
}
