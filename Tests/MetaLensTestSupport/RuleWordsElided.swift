import MetaLensCore

/// An inspection whose rules and findings are worded by the rule's id
/// (`[no-camera-metadata]`, `[no-camera-metadata: finding]`…), in both
/// languages: the report and page goldens pin what fired, its evidence,
/// the verdict and the layout, while a rule's own words are pinned once, by
/// the guide's goldens (`guide-en-80`, `guide-ko-80`), and its findings'
/// words once per language, by `LanguageGoldenTests.findings`. A rule's
/// wording then changes those goldens only, not every report it fires in
/// (issue 34: one title changed seven files).
public enum RuleWordsElided {
  public static func inspection(_ inspection: Inspection) -> Inspection {
    let report = inspection.report
    let flags = report.flags.map { flag in
      OriginalityFlag(
        rule: rule(flag.rule), finding: ScoringRule.Finding("[\(flag.id): finding]", evidence: flag.evidence))
    }
    var elided = Inspection(
      metadata: inspection.metadata, analysis: inspection.analysis,
      report: OriginalityReport(
        score: report.score, verdict: report.verdict, flags: flags, ai: report.ai, fileOrigin: report.fileOrigin,
        pictureChange: report.pictureChange, regions: report.regions),
      exhibit: inspection.exhibit)
    elided.integrity = inspection.integrity
    return elided
  }

  /// `rule` worded by its id, alike in both languages.
  public static func rule(_ rule: ScoringRule) -> ScoringRule {
    let words = RuleWords(title: "[\(rule.id)]", explanation: "[\(rule.id): why]", limits: "[\(rule.id): limits]")
    return rule.worded(title: words.title, explanation: words.explanation, limits: words.limits, korean: words)
  }
}
