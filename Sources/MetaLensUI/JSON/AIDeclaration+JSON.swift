import MetaLensCore

/// The `ai` object: the generator and the whole prompt a file declares, and
/// the tags they come from. Absent when the file declares nothing about AI.
extension AIDeclaration: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("evidence", array: evidence)
      json.member("generator", generator)
      json.member("prompt", prompt)
    }
  }
}
