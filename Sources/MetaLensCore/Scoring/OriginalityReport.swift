/// The scorer's conclusion about one file.
public struct OriginalityReport: Sendable, Hashable {
  /// 0–100: 100 minus the points of every flag, never below 0 and never
  /// above the verdict's `highestScore`.
  public let score: Int
  public let verdict: Verdict
  /// Every flag, strongest first (severity, then points), positive evidence
  /// last.
  public let flags: [OriginalityFlag]
  /// What the file declares about AI generation, read from the same context
  /// the rules saw (so the context is built once per file).
  public let ai: AIDeclaration?
  /// Whether this is the camera's original file, apart from whether the
  /// picture changed (`FileOrigin`).
  public let fileOrigin: FileOrigin?
  /// Whether the picture was changed, apart from the file's origin
  /// (`PictureChange`).
  public let pictureChange: PictureChange?
  /// The places in the picture the flags point at, in the flags' order.
  public let regions: [PictureRegion]

  public init(
    score: Int, verdict: Verdict, flags: [OriginalityFlag], ai: AIDeclaration? = nil, fileOrigin: FileOrigin? = nil,
    pictureChange: PictureChange? = nil, regions: [PictureRegion] = []
  ) {
    self.regions = regions
    self.score = score
    self.verdict = verdict
    self.flags = flags
    self.ai = ai
    self.fileOrigin = fileOrigin
    self.pictureChange = pictureChange
  }

  /// The score band the score is shown in, or nil when the verdict is not
  /// scored (`no_metadata`: too little to judge, shown neutral).
  public var band: ScoringRules.Band? { verdict.isScored ? ScoringRules.Band(score: score) : nil }

  /// The flags that count against the file or describe it, without the
  /// positive evidence.
  public var signs: [OriginalityFlag] { flags.filter { $0.kind != .positive } }

  /// The positive evidence.
  public var positives: [OriginalityFlag] { flags.filter { $0.kind == .positive } }

  /// The strongest sign, when there is one that is more than a neutral fact.
  public var strongestSign: OriginalityFlag? { flags.first { $0.kind != .positive && $0.kind != .neutral } }
}
