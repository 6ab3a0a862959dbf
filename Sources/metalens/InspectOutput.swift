import MetaLensCore
import MetaLensUI

/// What `inspect` prints: records streamed as each file is done, or one
/// document written once the batch is done.
enum InspectOutput: Sendable {
  case stream(any StreamingFormat)
  case document(any DocumentFormat)

  /// A file's record or section, rendered on the worker's thread.
  func record(_ inspection: Inspection) -> RenderedRecord {
    switch self {
    case .stream(let format): .bytes(format.encodedRecord(inspection))
    case .document(let format): .section(format.section(inspection))
    }
  }

  /// The record or section of a file that could not be read, if the output
  /// has one; `integrity` makes a streamed record resumable.
  func record(_ error: MetaLensError, integrity: FileIntegrity? = nil) -> RenderedRecord? {
    switch self {
    case .stream(let format): format.errorRecord(error, integrity: integrity).map { .bytes(Array($0.utf8)) }
    case .document(let format): .section(format.section(error))
    }
  }

  /// The terminal's table, which can leave failures to stderr alone.
  var isTable: Bool {
    guard case .stream(let format) = self else { return false }
    return format is TableFormat
  }
}
