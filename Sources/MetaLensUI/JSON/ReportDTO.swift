import MetaLensCore

/// The `report` object: score, verdict and flags with their evidence.
struct ReportDTO: JSONRepresentable {
  let report: OriginalityReport

  var json: JSONValue {
    .members([
      ("score", .int(report.score)), ("verdict", .string(report.verdict.rawValue)),
      ("flags", .array(report.flags.map(Self.flag))),
    ])
  }

  static func flag(_ flag: OriginalityFlag) -> JSONValue {
    .members([
      ("id", .string(flag.id)), ("severity", .string(flag.severity.rawValue)),
      ("category", .string(flag.category.rawValue)), ("kind", .string(flag.kind.rawValue)), ("points", .int(flag.points)),
      ("title", .string(flag.title)), ("detail", .string(flag.detail)),
      ("evidence", .array(flag.evidence.map(Self.evidence))),
    ])
  }

  /// One piece of evidence: which tag, from which source, with which value.
  static func evidence(_ evidence: Evidence) -> JSONValue {
    .members([("source", .string(evidence.source)), ("tag", .string(evidence.tag)), ("value", .string(evidence.value))])
  }
}
