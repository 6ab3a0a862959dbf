/// A platform whose known output a JPEG's header matches: which variant, on
/// which facts, and who else writes the same header.
///
/// A match says the file is consistent with having been re-encoded by the
/// platform, not that it was: Android's system encoder and libjpeg write the
/// same tables for anyone (`sharedWith`). The file's name is kept apart, as
/// weak evidence (`nameEvidence`): it says how a file was saved to a disk,
/// and a name alone never makes a match.
public struct PlatformMatch: Sendable, Hashable {
  public let platform: Platform
  /// The variant of the platform's output ("normal quality, Android").
  public let variant: String
  /// The facts of the header that matched, each checkable with another tool.
  public let facts: [EncodingFact]
  /// Who else writes the same header, when someone does.
  public let sharedWith: String?
  /// "the name is how KakaoTalk saves files", when it is.
  public let nameEvidence: String?
  /// Where the fingerprint comes from (sources and measurements).
  public let source: String

  public init(
    platform: Platform, variant: String, facts: [EncodingFact], sharedWith: String?, nameEvidence: String?,
    source: String
  ) {
    self.platform = platform
    self.variant = variant
    self.facts = facts
    self.sharedWith = sharedWith
    self.nameEvidence = nameEvidence
    self.source = source
  }
}
