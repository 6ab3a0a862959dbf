import MetaLensCore

/// One file's line in the batch table and CSV, worded by `BatchPresenter`.
public struct BatchRow: Sendable, Hashable {
  public let path: String
  /// Empty for a file that could not be read, `-` for one not scored.
  public let score: String
  /// Nil for a file that could not be read or is not scored.
  public let band: ScoringRules.Band?
  /// The verdict id (`likely_original`), or `error`.
  public let verdict: String
  /// The strongest sign's title, so that the table words it in its own
  /// language (nil for an error or no sign).
  public var signTitle: RuleTitle? = nil
  /// The error of a file that could not be read, so that the table words
  /// its reason in its own language.
  public var failure: MetaLensError? = nil
  public let camera: String
  /// `2024-05-01 14:30`.
  public let captured: String
  /// Whether the file has reading notices: marked beside the score.
  public var hasNotices = false
}
