import MetaLensCore

/// The `report` object: score, verdict and flags with their evidence.
extension OriginalityReport: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("score", .int(score)), ("verdict", .string(verdict.rawValue)), ("flags", .array(flags.map(\.json))),
    ])
  }
}

extension OriginalityFlag: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("id", .string(id)), ("severity", .string(severity.rawValue)), ("category", .string(category.rawValue)),
      ("kind", .string(kind.rawValue)), ("points", .int(points)), ("title", .string(title)),
      ("detail", .string(detail)), ("evidence", .array(evidence.map(\.json))),
    ])
  }
}

/// One piece of evidence: which tag, from which source, with which value.
extension Evidence: JSONRepresentable {
  public var json: JSONValue {
    .members([("source", .string(source)), ("tag", .string(tag)), ("value", .string(value))])
  }
}
