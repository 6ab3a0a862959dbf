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
  /// Keys in their sorted order, as in the other hot documents: `members`
  /// then only checks the order instead of sorting (a flag is written
  /// thousands of times in a batch).
  public var json: JSONValue {
    .members([
      ("category", .string(category.rawValue)), ("detail", .string(detail)),
      ("evidence", .array(evidence.map(\.json))), ("id", .string(id)), ("kind", .string(kind.rawValue)),
      ("points", .int(points)), ("severity", .string(severity.rawValue)), ("title", .string(title)),
    ])
  }
}

/// One piece of evidence: which tag, from which source, with which value.
extension Evidence: JSONRepresentable {
  public var json: JSONValue {
    .members([("source", .string(source)), ("tag", .string(tag)), ("value", .string(value))])
  }
}
