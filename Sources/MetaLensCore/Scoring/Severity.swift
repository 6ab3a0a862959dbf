/// How much a flag matters, from a neutral fact to declared AI generation.
public enum Severity: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case info
  case notice
  case warning
  case critical

  private var rank: Int {
    switch self {
    case .info: 0
    case .notice: 1
    case .warning: 2
    case .critical: 3
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
