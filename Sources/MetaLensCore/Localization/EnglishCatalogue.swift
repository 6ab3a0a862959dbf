/// The English catalogue: every key any language must have.
///
/// The scoring table stays the English source of what it words (rule
/// titles, explanations and limits, verdicts, kinds, bands, the limits of
/// metadata, device-format reasons): those entries are read from it, so the
/// guide and the scorer cannot drift apart. Everything else is written in
/// the area files (`EnglishCatalogue+Findings` and the others).
enum EnglishCatalogue {
  static let entries: [String: String] = {
    var entries = fromTable
    for area in [findings, report, html, exhibit, notices, commandLine, regions] {
      entries.merge(area) { first, _ in first }
    }
    return entries
  }()

  /// The entries read from the scoring table.
  static var fromTable: [String: String] {
    var entries: [String: String] = [:]
    for rule in ScoringRules.all {
      entries["rule.\(rule.id).title"] = rule.title
      entries["rule.\(rule.id).explanation"] = rule.explanation
      entries["rule.\(rule.id).limits"] = rule.limits
    }
    for verdict in Verdict.allCases {
      entries["verdict.\(verdict.rawValue).title"] = verdict.title
      entries["verdict.\(verdict.rawValue).meaning"] = verdict.meaning
    }
    for kind in RuleKind.allCases { entries["kind.\(kind.rawValue).title"] = kind.title }
    for band in ScoringRules.Band.allCases { entries["band.\(band.rawValue).meaning"] = band.meaning }
    for (index, limit) in ScoringRules.limits.enumerated() { entries["limits.\(index)"] = limit }
    for entry in DeviceFormats.foreign {
      entries["rule.device-format-mismatch.reason.\(entry.format.rawValue)"] = entry.reason
    }
    return entries
  }
}
