/// Any `Wording`, so that a finding or a notice can carry the words of any
/// area and stay `Hashable` (flags and notices are compared and kept in
/// sets).
public struct AnyWording: Wording {
  public let base: any Wording

  public init(_ base: some Wording) { self.base = base }

  public func text(_ language: Language) -> String { base.text(language) }

  public static func == (lhs: AnyWording, rhs: AnyWording) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
