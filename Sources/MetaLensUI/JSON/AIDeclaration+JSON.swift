import MetaLensCore

/// The `ai` object: the generator and the whole prompt a file declares, and
/// the tags they come from. Absent when the file declares nothing about AI.
extension AIDeclaration: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("generator", generator.map(JSONValue.string)), ("prompt", prompt.map(JSONValue.string)),
      ("evidence", .array(evidence.map(\.json))),
    ])
  }
}
