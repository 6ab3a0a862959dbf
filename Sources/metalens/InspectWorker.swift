import MetaLensCore
import MetaLensUI

/// Reads, scores and renders one batch entry. It runs on worker threads, so
/// it only holds values.
struct InspectWorker: Sendable {
  let mode: OutputMode
  let context: RenderContext
  let service = PhotoMetadataService()
  let scorer = OriginalityScorer()

  func inspect(_ item: BatchItem) -> InspectOutcome {
    switch item {
    case .problem(let error):
      return .failed(error, output: record(for: error))
    case .loop(let path):
      return .loop(path: path)
    case .file(let path, let explicit):
      do {
        let metadata = try service.read(path: path)
        let report = scorer.score(metadata)
        return .inspected(output: render(metadata, report), score: report.score, verdict: report.verdict)
      } catch {
        if !explicit, error == .notAnImage(path: path) || error == .empty(path: path) { return .skipped }
        return .failed(error, output: record(for: error))
      }
    }
  }

  private func render(_ metadata: PhotoMetadata, _ report: OriginalityReport) -> String {
    switch mode {
    case .report:
      return ReportView(model: ReportPresenter().present(metadata, report: report, symbols: context.symbols))
        .render(in: context)
    case .table:
      return BatchTable(context: context).render(BatchPresenter().row(metadata, report: report))
    case .json:
      return JSONOutput.encode(InspectDocument(metadata: metadata, report: report))
    case .ndjson:
      return JSONOutput.encode(InspectDocument(metadata: metadata, report: report), pretty: false)
    case .csv:
      return CSVFormat.row(metadata, report: report)
    }
  }

  /// The stdout record of a failure, in the modes that list every input.
  private func record(for error: MetaLensError) -> String? {
    switch mode {
    case .report: return nil
    case .table: return BatchTable(context: context).render(BatchPresenter().row(error))
    case .json: return JSONOutput.encode(ErrorDocument(error))
    case .ndjson: return JSONOutput.encode(ErrorDocument(error), pretty: false)
    case .csv: return CSVFormat.row(error)
    }
  }
}
