import MetaLensCore

/// What became of one batch entry, rendered in a worker, printed in order.
enum InspectOutcome: Sendable {
  /// Read and scored; `output` is its record in the chosen format.
  case inspected(output: String, report: OriginalityReport, notices: Int)
  /// Could not be read; `output` is its record in the format, if the
  /// format has records for failures.
  case failed(MetaLensError, output: String?)
  /// A file found in a folder that is not an image.
  case skipped
  /// A folder not followed because it is already being walked.
  case loop(path: String)
}
