/// One rule of the scoring table: what it looks for, what it costs, why it
/// matters and what it cannot tell. The scorer and `metalens guide` both read
/// these, so the guide cannot drift from the scoring.
///
/// A class: every file's scoring and every flag handed the rule on, and a
/// copy of a struct of four texts and a closure cost five reference counts.
public final class ScoringRule: Sendable {
  /// What a rule found in one file: typed words of the rule's area
  /// (`EditingFindings`…, beside the rules), so that each language words it
  /// (the numbers and names stay arguments), and the evidence it rests on.
  public struct Finding: Sendable {
    public let words: AnyWording
    public let evidence: [Evidence]

    public init(_ words: some Wording, evidence: [Evidence]) {
      self.words = AnyWording(words)
      self.evidence = evidence
    }

    /// A finding worded once for every language (tests, literal view models).
    public init(_ detail: String, evidence: [Evidence]) {
      self.init(VerbatimWords(detail), evidence: evidence)
    }

    /// The finding in English, as JSON carries it.
    public var detail: String { words.text(.en) }
  }

  /// Stable kebab-case id, used in JSON and the guide.
  public let id: String
  public let kind: RuleKind
  /// 0 or negative.
  public let points: Int
  /// Follows from `kind`.
  public var severity: Severity { kind.severity }
  public let category: FlagCategory
  /// The English title, explanation and limits (JSON, `guide --json`);
  /// `korean` holds the same in Korean, beside them in the rule's file.
  public let title: String
  /// Why the sign matters, in plain words.
  public let explanation: String
  /// What the sign cannot tell, and when it misleads.
  public let limits: String
  public let korean: RuleWords
  /// True for rules that only make sense for JPEG files.
  public let jpegOnly: Bool
  /// The verdict the rule leads to when it fires, if any.
  public let verdict: Verdict?
  let check: @Sendable (ScoringContext) -> Finding?

  init(
    id: String, kind: RuleKind, points: Int = 0, category: FlagCategory, title: String,
    explanation: String, limits: String, korean: RuleWords, jpegOnly: Bool = false, verdict: Verdict? = nil,
    check: @escaping @Sendable (ScoringContext) -> Finding?
  ) {
    self.id = id
    self.kind = kind
    self.points = points
    self.category = category
    self.title = title
    self.explanation = explanation
    self.limits = limits
    self.korean = korean
    self.jpegOnly = jpegOnly
    self.check = check
    self.verdict = verdict ?? Self.defaultVerdict(kind)
  }

  /// The title in `language`.
  public func title(in language: Language) -> String { language.pick(en: title, ko: korean.title) }

  /// Why the sign matters, in `language`.
  public func explanation(in language: Language) -> String {
    language.pick(en: explanation, ko: korean.explanation)
  }

  /// What the sign cannot tell, in `language`.
  public func limits(in language: Language) -> String { language.pick(en: limits, ko: korean.limits) }

  private static func defaultVerdict(_ kind: RuleKind) -> Verdict? {
    switch kind {
    case .ai: .aiGenerated
    case .definite: .edited
    case .probable: .possiblyEdited
    case .copy: .reEncoded
    case .missing: .noMetadata
    case .neutral, .positive: nil
    }
  }

  /// The same rule worded otherwise: the layered goldens word every rule
  /// by its id, so that a rule's words are pinned once, by the guide's
  /// goldens, and a report's goldens pin what fired and its evidence.
  public func worded(title: String, explanation: String, limits: String, korean: RuleWords) -> ScoringRule {
    ScoringRule(
      id: id, kind: kind, points: points, category: category, title: title, explanation: explanation, limits: limits,
      korean: korean, jpegOnly: jpegOnly, verdict: verdict, check: check)
  }

  /// Runs the rule on a file.
  public func evaluate(_ context: ScoringContext) -> Finding? {
    if jpegOnly && context.metadata.file.format != .jpeg { return nil }
    return check(context)
  }
}
