import MetaLensCore

/// One table line per file under a header, then the summary by verdict.
/// Nothing at all when no file was listed: an empty selection is an error
/// on stderr, not an empty table.
public struct TableFormat: StreamingFormat {
  public let table: BatchTable

  /// `cutsPaths` false leaves paths and the summary whole, for a pipe or a
  /// file whose width nobody knows.
  public init(context: RenderContext, cutsPaths: Bool = true) {
    table = BatchTable(context: context, cutsPaths: cutsPaths)
  }

  public var prologue: String? { table.header + "\n" }

  public var prologueWithoutRecords: Bool { false }

  public func record(_ inspection: Inspection) -> String {
    table.render(BatchPresenter().row(inspection))
  }

  public func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String? {
    table.render(BatchPresenter().row(error))
  }

  public func epilogue(_ tally: BatchTally, records: Int) -> String? {
    guard tally.inspected + tally.unreadable > 0 else { return nil }
    let summary = BatchPresenter().summary(
      tally, mark: table.context.symbols.warning, catalogue: table.context.catalogue)
    let lines = table.cutsPaths ? TextLayout.wrap(summary, to: table.context.width) : [summary]
    return "\n" + lines.joined(separator: "\n") + "\n"
  }
}
