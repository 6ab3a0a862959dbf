import MetaLensCore

/// The `report` object: score, verdict and flags with their evidence.
struct ReportDTO: Encodable {
  struct Flag: Encodable {
    let id: String
    let severity: Severity
    let category: FlagCategory
    let kind: RuleKind
    let points: Int
    let title: String
    let detail: String
    let evidence: [Evidence]
  }

  let score: Int
  let verdict: Verdict
  let flags: [Flag]

  init(_ report: OriginalityReport) {
    score = report.score
    verdict = report.verdict
    flags = report.flags.map {
      Flag(
        id: $0.id, severity: $0.severity, category: $0.category, kind: $0.kind, points: $0.points, title: $0.title,
        detail: $0.detail, evidence: $0.evidence)
    }
  }
}
