/// Words that are the same in every language: a finding built from literal
/// text (tests, literal view models), never a rule's own finding.
public struct VerbatimWords: Wording {
  public let value: String

  public init(_ value: String) { self.value = value }

  public func text(_ language: Language) -> String { value }
}
