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
      return failed(error)
    case .loop(let path):
      return .loop(path: path)
    case .file(let path, let explicit):
      do {
        let inspection =
          explicit && path == StandardInput.path
          ? try inspector.inspect(bytes: StandardInput.read(limit: inspector.options.limits.maxHeaderBytes), path: path)
          : try inspector.inspect(path)
        return .inspected(
          output: format.encodedRecord(inspection), report: inspection.report, notices: inspection.noticeCount)
      } catch {
        if !explicit, Self.skips(error, path: path) { return .skipped }
        return failed(error)
      }
    }
  }

  private func failed(_ error: MetaLensError) -> InspectOutcome {
    .failed(error, output: format.errorRecord(error).map { Array($0.utf8) })
  }

  /// A file found in a folder is skipped only when it is plainly not an
  /// image: not named like one, and empty or without an image signature.
  /// A `.jpg` that fails to read is what an upload pipeline needs to see, so
  /// it is an error like a file named on the command line.
  static func skips(_ error: MetaLensError, path: String) -> Bool {
    guard error == .notAnImage(path: path) || error == .empty(path: path) else { return false }
    return !ImageFormat.hasImageExtension(path)
  }
}
