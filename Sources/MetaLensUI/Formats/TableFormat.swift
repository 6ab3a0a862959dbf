import MetaLensCore

/// One table line per file under a header, then the summary by verdict.
public struct TableFormat: OutputFormat {
  public let context: RenderContext

  public init(context: RenderContext) { self.context = context }

  public var prologue: String? { BatchTable(context: context).header + "\n" }

  public func record(_ inspection: Inspection) -> String {
    BatchTable(context: context).render(BatchPresenter().row(inspection))
  }

  public func errorRecord(_ error: MetaLensError) -> String? {
    BatchTable(context: context).render(BatchPresenter().row(error))
  }

  public func epilogue(_ tally: BatchTally, records: Int) -> String? {
    "\n" + BatchPresenter().summary(tally) + "\n"
  }
}
