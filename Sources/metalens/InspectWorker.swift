import MetaLensCore
import MetaLensUI

/// Inspects and renders one batch entry. It runs on worker threads, so it
/// only holds values.
struct InspectWorker: Sendable {
  let format: any OutputFormat
  let inspector: Inspector

  func inspect(_ item: BatchItem) -> InspectOutcome {
    switch item {
    case .problem(let error):
      return .failed(error, output: format.errorRecord(error))
    case .loop(let path):
      return .loop(path: path)
    case .file(let path, let explicit):
      do {
        let inspection = try inspector.inspect(path)
        return .inspected(output: format.record(inspection), report: inspection.report)
      } catch {
        if !explicit, error == .notAnImage(path: path) || error == .empty(path: path) { return .skipped }
        return .failed(error, output: format.errorRecord(error))
      }
    }
  }
}
