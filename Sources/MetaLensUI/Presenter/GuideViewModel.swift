/// The scoring guide, worded and ordered, ready for `ScoringGuide` to draw.
public struct GuideViewModel: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
    public let label: String
    public let title: String
    public let text: String
  }

  public struct Rule: Sendable, Hashable {
    public let points: String
    public let id: String
    public let title: String
    public let severity: String
    public let explanation: String
    public let limits: String
  }

  public struct Section: Sendable, Hashable {
    public let title: String
    public let rules: [Rule]
  }

  public let title: String
  public let introduction: [String]
  public let verdicts: [Entry]
  public let bands: [Entry]
  public let sections: [Section]
  public let limits: [String]
}
