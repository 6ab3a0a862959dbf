/// What the stages after the metadata read learned from the file itself:
/// evidence that is harder to fake than what the metadata claims.
///
/// Each stage (its own folder in Core) adds one optional property here and
/// fills it in `Inspector`; nil means the stage did not run (a format it
/// does not apply to, `--metadata-only`) or found nothing to say. The rules
/// read it from `ScoringContext.analysis`, the renderers from
/// `Inspection.analysis`.
public struct ContentAnalysis: Sendable, Hashable {
  /// The active C2PA manifest checked: signature, chain, hashes.
  public var c2pa: C2PAValidation?
  /// A JPEG's image data examined for a second compression.
  public var imageData: ImageDataAnalysis?
  /// What a stage could not read.
  var stageNotices: [ReadingNotice] = []

  public init(c2pa: C2PAValidation? = nil) {
    self.c2pa = c2pa
  }

  /// What the stages could not read, as reading notices for the report.
  var notices: [ReadingNotice] {
    stageNotices
      + (c2pa?.unreadable ?? []).map {
        ReadingNotice(CredentialNotice.unreadable(code: $0.code, explanation: $0.explanation))
      }
  }
}
