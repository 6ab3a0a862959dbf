import MetaLensCore

/// What became of one batch entry, rendered in a worker, printed in order.
enum InspectOutcome: Sendable {
  /// Read and scored; `output` is its record in the chosen format, as UTF-8.
  case inspected(output: [UInt8], report: OriginalityReport, notices: Int)
  /// Could not be read; `output` is its record in the format, if the
  /// format has records for failures.
  case failed(MetaLensError, output: [UInt8]?)
  /// A file found in a folder that is not an image.
  case skipped
  /// A folder not followed because it is already being walked.
  case loop(path: String)
  /// Already in the file given to `--resume`, unchanged: not read again.
  case resumed
  /// A FIFO, device or dangling symlink found in a folder, not read.
  case special(path: String, kind: SpecialEntry)
}
