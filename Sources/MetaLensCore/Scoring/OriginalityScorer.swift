/// Applies the rule table to a file's metadata (and the content analysis,
/// when it ran) and concludes: a score, a
/// verdict from the strongest evidence, and the flags with their evidence.
public struct OriginalityScorer: Sendable {
  public let rules: [ScoringRule]

  public init(rules: [ScoringRule] = ScoringRules.all) {
    self.rules = rules
  }

  public func score(_ metadata: PhotoMetadata, analysis: ContentAnalysis = ContentAnalysis()) -> OriginalityReport {
    let context = ScoringContext(metadata, analysis: analysis)
    var fired: [(rule: ScoringRule, finding: ScoringRule.Finding)] = []
    for rule in rules where !Self.silencedByCut(rule, context) && !Self.silencedBySignedCapture(rule, context) {
      if let finding = rule.evaluate(context) { fired.append((rule, finding)) }
    }
    let verdict = Self.verdict(fired.map(\.rule))
    let flags = fired.map { OriginalityFlag(rule: $0.rule, finding: $0.finding) }
    let points = ScoringRules.baseScore + flags.reduce(0) { $0 + $1.points }
    let score = max(verdict.lowestScore, min(verdict.highestScore, points))
    let origin = FileOrigin(context: context, verdict: verdict, flags: flags)
    let ordered = Self.ordered(flags)
    let orientation = Int(metadata.value("IFD0", "Orientation")?.integer ?? 1)
    return OriginalityReport(
      score: score, verdict: verdict, flags: ordered, ai: AIDeclaration(context), fileOrigin: origin,
      pictureChange: PictureChange(
        verdict: verdict, flags: flags, origin: origin, imageDataAnalysed: analysis.imageData != nil),
      regions: PictureRegion.regions(flags: ordered, analysis: analysis.imageData, orientation: orientation))
  }

  /// An EXIF block cut short by the end of the file (a truncated download)
  /// says nothing of what the camera wrote past the cut: the signs of a
  /// missing tag that are probable or neutral (no thumbnail, no MakerNote,
  /// no capture date, no location) stay silent. Those that leave a file
  /// unscored (no camera metadata) still speak: nothing can be judged, and a
  /// cut file must not pass for an original.
  static func silencedByCut(_ rule: ScoringRule, _ context: ScoringContext) -> Bool {
    context.metadata.exif?.isCutShort == true && rule.category == .missing
      && (rule.kind == .probable || rule.kind == .neutral)
  }

  /// A capture whose credential is trusted and whose bytes are the signed
  /// ones (`c2pa-signed-capture`): a missing tag that is a probable sign (no
  /// thumbnail, no MakerNote, no capture date) is what the signing device
  /// writes, not a change, so it stays silent; a signed capture read
  /// "Possibly edited" above "unchanged since it was signed" (issue 36).
  /// Every sign of editing or of a copy still speaks, and a credential that
  /// is only valid silences nothing: anyone can sign a file as a capture.
  static func silencedBySignedCapture(_ rule: ScoringRule, _ context: ScoringContext) -> Bool {
    rule.category == .missing && rule.kind == .probable && context.analysis.c2pa?.state == .trusted
      && context.signedCapture != nil
  }

  /// The verdict of the strongest rule that fired. A probable sign that is
  /// itself a missing tag (no capture date, no thumbnail, no MakerNote)
  /// speaks against a file that otherwise looks like a camera's; in a file
  /// with too little metadata to judge by, it is part of that lack and does
  /// not make the file possibly edited. Every other sign — of editing, of a
  /// copy — outranks missing metadata (issue 29).
  static func verdict(_ fired: [ScoringRule]) -> Verdict {
    let tooLittle = fired.contains { $0.kind == .missing }
    var verdict = Verdict.likelyOriginal
    for rule in fired {
      guard let implied = rule.verdict, implied.precedence > verdict.precedence else { continue }
      if tooLittle && rule.kind == .probable && rule.category == .missing { continue }
      verdict = implied
    }
    return verdict
  }

  /// Strongest first: by severity, then by points; positive evidence last;
  /// the table's order breaks ties, so the order is stable.
  static func ordered(_ flags: [OriginalityFlag]) -> [OriginalityFlag] {
    flags.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if (a.kind == .positive) != (b.kind == .positive) { return b.kind == .positive }
      if a.severity != b.severity { return a.severity > b.severity }
      if a.points != b.points { return a.points < b.points }
      return left.offset < right.offset
    }.map(\.element)
  }
}
