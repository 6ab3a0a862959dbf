/// The second question a person asks of a photo — was the picture changed?
/// — answered apart from the first, whether this is the camera's original
/// file (`FileOrigin`). A messenger's copy is not the camera's file, yet
/// nothing in it may say that the scene was altered; an editor's export may
/// be both (issue 29).
///
/// It follows from the flags: `aiGenerated` and `aiEdited` from the AI
/// declarations, `edited` when an editor's traces are definite (what the
/// editor changed is not recorded), `changed` when a sign points at the
/// picture itself (a thumbnail of another picture or of a changed region, a
/// duplicated region, a crop or resize the EXIF size gives away), and
/// `noSign` otherwise, which is not proof: `limit` says what the evidence
/// could not see.
public struct PictureChange: Sendable, Hashable {
  public enum State: String, Sendable, Hashable, CaseIterable {
    case noSign = "no_sign"
    case changed
    case edited
    case aiEdited = "ai_edited"
    case aiGenerated = "ai_generated"
  }

  /// Why "no sign" is not "unchanged", for the person reading it.
  public enum Limit: String, Sendable, Hashable {
    /// The file was encoded again: that hides what happened before.
    case reEncoded = "re_encoded"
    /// Too little metadata to look at.
    case littleToJudge = "little_to_judge"
    /// The metadata and image data were read and show nothing.
    case readEvidence = "read_evidence"
    /// Only the metadata was read (`--metadata-only`, or a format whose
    /// image data metalens does not analyse).
    case metadataOnly = "metadata_only"
  }

  public let state: State
  /// The flags' evidence behind `state` (empty for `noSign`).
  public let evidence: [Evidence]
  /// For `noSign`: what the absence of signs cannot tell.
  public let limit: Limit?

  /// The signs that point at the picture itself, not at the file or its
  /// metadata: every sign that shows where on the picture
  /// (`PictureRegion.locatedRules`; `region-grid-differs` was missing from
  /// a list of its own, so a paste was flagged under "no sign that the
  /// picture was changed"), and the signs of a changed picture as a whole.
  static let pictureFlags: Set<String> = PictureRegion.locatedRules.union([
    "thumbnail-content-mismatch", "exif-size-mismatch", "thumbnail-aspect-mismatch",
  ])

  public init(state: State, evidence: [Evidence], limit: Limit?) {
    self.state = state
    self.evidence = evidence
    self.limit = limit
  }

  init(verdict: Verdict, flags: [OriginalityFlag], origin: FileOrigin?, imageDataAnalysed: Bool) {
    func evidence(_ matches: (OriginalityFlag) -> Bool) -> [Evidence] { flags.filter(matches).flatMap(\.evidence) }
    switch verdict {
    case .aiGenerated, .aiEdited:
      state = verdict == .aiGenerated ? .aiGenerated : .aiEdited
      self.evidence = evidence { $0.kind == .ai }
      limit = nil
    case _ where flags.contains { $0.kind == .definite }:
      state = .edited
      self.evidence = evidence { $0.kind == .definite }
      limit = nil
    case _ where flags.contains { Self.pictureFlags.contains($0.id) }:
      state = .changed
      self.evidence = evidence { Self.pictureFlags.contains($0.id) }
      limit = nil
    default:
      state = .noSign
      self.evidence = []
      if origin?.state == .reEncoded {
        limit = .reEncoded
      } else {
        limit = verdict == .noMetadata ? .littleToJudge : (imageDataAnalysed ? .readEvidence : .metadataOnly)
      }
    }
  }
}
