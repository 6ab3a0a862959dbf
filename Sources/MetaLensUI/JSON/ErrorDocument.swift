import MetaLensCore

/// The record of a file that could not be read, in `--json` arrays and
/// `--ndjson` streams, so every input has its line.
///
/// With `--hash`, a file whose bytes could be read though not as an image
/// (corrupt, truncated, not an image) keeps its `sha256`, `size` and `mtime`:
/// the record is then resumable, and `--resume` does not read the file again
/// and add a second record of it.
public struct ErrorDocument: JSONValueRepresentable {
  let error: MetaLensError
  let integrity: FileIntegrity?

  public init(_ error: MetaLensError, integrity: FileIntegrity? = nil) {
    self.error = error
    self.integrity = integrity
  }

  private var file: JSONValue {
    guard let integrity else { return .members([("path", .string(error.path))]) }
    return .members([
      ("mtime", .string(integrity.modifiedText)), ("path", .string(error.path)), ("sha256", .string(integrity.sha256)),
      ("size", .int(integrity.size)),
    ])
  }

  public var json: JSONValue {
    .members([
      ("schemaVersion", .int(InspectDocument.schemaVersion)), ("file", file),
      (
        "error",
        .members([
          ("code", .string(error.code)), ("message", .string(error.reason)), ("hint", error.hint.map(JSONValue.string)),
        ])
      ),
    ])
  }
}
