import MetaLensCore

/// What became of one batch entry, rendered in a worker, printed in order.
enum InspectOutcome: Sendable {
  /// Read and scored; `record` is its record or section in the chosen
  /// output.
  case inspected(record: RenderedRecord, report: OriginalityReport, notices: Int)
  /// Could not be read; `record` is its record or section, if the output
  /// has one for failures.
  case failed(MetaLensError, record: RenderedRecord?)
  /// A file found in a folder that is not an image.
  case skipped
  /// A folder not followed because it is already being walked.
  case loop(path: String)
  /// Already in the file given to `--resume`, unchanged: not read again.
  case resumed
  /// A FIFO, device or dangling symlink found in a folder, not read.
  case special(path: String, kind: SpecialEntry)
}
