/// The strength of a rule's evidence, which decides how it weighs on the
/// verdict.
public enum RuleKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Declared generative AI: decides the verdict.
  case ai
  /// A definite sign of editing: the verdict is at least `edited`.
  case definite
  /// A probable sign: the verdict is at least `possibly_edited`.
  case probable
  /// A sign that the file is a copy encoded again (a messenger's, a
  /// converter's): not the camera's original, the picture not necessarily
  /// changed. The verdict is at least `re_encoded`.
  case copy
  /// Missing metadata that leaves nothing to judge.
  case missing
  /// A fact shown for context; it changes nothing.
  case neutral
  /// Evidence for originality: shown so users see why a file scored high.
  case positive

  /// How much a flag of this kind matters: the severity follows from the
  /// kind, so no rule can be given one that contradicts its evidence.
  public var severity: Severity {
    switch self {
    case .ai: .critical
    case .definite: .warning
    case .probable, .copy, .missing: .notice
    case .neutral, .positive: .info
    }
  }

  /// The section title in the guide, in English.
  public var title: String { TableWords.kind(self).text(.en) }
}
