import MetaLensCore

/// What became of a batch's files: verdicts of those read, and how many
/// could not be read or were skipped. The summary line and the exit status
/// are decided from it.
public struct BatchTally: Sendable, Hashable {
  public var verdicts: [Verdict: Int] = [:]
  public var unreadable = 0
  public var skipped = 0
  /// Files read, but with reading notices (damaged, cut, limits reached).
  public var withNotices = 0
  /// The lowest score of the files read, for `--fail-under`.
  public var lowestScore: Int?

  public init() {}

  /// Files read and scored.
  public var inspected: Int { verdicts.values.reduce(0, +) }

  public mutating func count(_ report: OriginalityReport, notices: Int = 0) {
    verdicts[report.verdict, default: 0] += 1
    if notices > 0 { withNotices += 1 }
    lowestScore = min(lowestScore ?? report.score, report.score)
  }
}
