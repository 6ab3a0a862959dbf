import MetaLensCore

/// The `ai` object: the generator and the whole prompt a file declares, and
/// the tags they come from. Absent when the file declares nothing about AI.
struct AIDeclarationDTO: JSONRepresentable {
  let declaration: AIDeclaration

  var json: JSONValue {
    .members([
      ("generator", declaration.generator.map(JSONValue.string)), ("prompt", declaration.prompt.map(JSONValue.string)),
      ("evidence", .array(declaration.evidence.map(ReportDTO.evidence))),
    ])
  }
}
