import MetaLensCore

/// The record of a file that could not be read, in `--json` arrays and
/// `--ndjson` streams, so every input has its line.
public struct ErrorDocument: JSONValueRepresentable {
  let error: MetaLensError

  public init(_ error: MetaLensError) { self.error = error }

  public var json: JSONValue {
    .members([
      ("schemaVersion", .int(InspectDocument.schemaVersion)), ("file", .members([("path", .string(error.path))])),
      (
        "error",
        .members([
          ("code", .string(error.code)), ("message", .string(error.reason)), ("hint", error.hint.map(JSONValue.string)),
        ])
      ),
    ])
  }
}
