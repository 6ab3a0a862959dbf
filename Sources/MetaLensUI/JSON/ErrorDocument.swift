import MetaLensCore

/// The record of a file that could not be read, in `--json` arrays and
/// `--ndjson` streams, so every input has its line.
public struct ErrorDocument: Encodable {
  struct File: Encodable {
    let path: String
  }

  struct Failure: Encodable {
    let code: String
    let message: String
    let hint: String?
  }

  let schemaVersion = InspectDocument.schemaVersion
  let file: File
  let error: Failure

  public init(_ error: MetaLensError) {
    file = File(path: error.path)
    self.error = Failure(code: error.code, message: error.reason, hint: error.hint)
  }
}
