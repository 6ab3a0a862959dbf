/// The answer to the first question a person asks of a received photo — is
/// this the camera's original file? — kept apart from the verdict's second
/// one, whether the picture was changed. A messenger's copy is not the
/// camera's file whatever else is true of it, and its re-encoding says so
/// even when no metadata is left (issue 29; `docs/RECEIVED-COPIES.md`).
///
/// It follows from the same flags as the verdict, read for what they say of
/// the file: `generated` when AI generation is declared; `edited` when an
/// editor's traces are definite (or AI edited part of it); `reEncoded` when
/// a copy rule fired (a platform's re-encoding matches the header, or a
/// program's tables encoded a file that names no camera: see
/// `ScoringRules+Copies`) or a flag says the image data was encoded again;
/// `metadataRewritten` when a tool rewrote the metadata of image data that
/// shows no re-encoding; `cutShort` when none of that holds and
/// `file-cut-short` fired: the file ends before its picture does (a camera
/// writes whole files, so this is not the one it wrote, whatever it names);
/// `metadataRewritten` again when a part the maker's devices write is
/// missing from a file that is whole;
/// `cameraOriginal` when a camera is named, there is
/// enough camera metadata to judge by (the verdict is not `no_metadata`) and
/// none of that holds; `unknown` otherwise.
public struct FileOrigin: Sendable, Hashable {
  public enum State: String, Sendable, Hashable, CaseIterable {
    case cameraOriginal = "camera_original"
    case metadataRewritten = "metadata_rewritten"
    case reEncoded = "re_encoded"
    case edited
    case generated
    case cutShort = "cut_short"
    case unknown
  }

  public let state: State
  /// What encoded the image data last (JPEG only).
  public let encoder: EncoderIdentity?
  /// The platforms whose known output the header matches.
  public let platforms: [PlatformMatch]
  /// The evidence behind `state`: the flags' evidence, or the encoder's.
  public let evidence: [Evidence]

  public init(state: State, encoder: EncoderIdentity?, platforms: [PlatformMatch], evidence: [Evidence]) {
    self.state = state
    self.encoder = encoder
    self.platforms = platforms
    self.evidence = evidence
  }

  /// Signs that the picture changed, which also say the image data was
  /// encoded again: whatever changed the picture saved it again. (The
  /// signs that speak of the file alone are the `copy` rules.)
  static let reEncodingFlags: Set<String> = [
    "exif-size-mismatch", "thumbnail-content-mismatch", "thumbnail-region-changed", "region-duplicated",
    "region-compression-differs",
  ]
  /// Flags that say a tool rewrote the metadata: by name, or by a late
  /// ModifyDate.
  static let metadataFlags: Set<String> = ["metadata-rewritten", "modified-after-capture"]
  /// Flags that say something the named maker's devices write was removed
  /// (a thumbnail, a MakerNote): a tool rewrote the metadata, unless the
  /// file is cut short, which explains a missing part as well. A file
  /// "possibly edited" for a thumbnail a tool removed read "consistent with
  /// the camera's own file: no sign it was rewritten" on its card (the audit
  /// of issue 36, `DSC_3079.jpg`).
  static let removalFlags: Set<String> = ["thumbnail-missing", "makernote-missing"]

  init(context: ScoringContext, verdict: Verdict, flags: [OriginalityFlag]) {
    func evidence(of ids: (OriginalityFlag) -> Bool) -> [Evidence] { flags.filter(ids).flatMap(\.evidence) }
    let state: State
    var found: [Evidence]
    if verdict == .aiGenerated {
      (state, found) = (.generated, evidence { $0.kind == .ai })
    } else if flags.contains(where: { $0.kind == .definite || $0.kind == .ai }) {
      (state, found) = (.edited, evidence { $0.kind == .definite || $0.kind == .ai })
    } else if flags.contains(where: { $0.kind == .copy }) {
      // The copy rules (`platform-reencoded`, `software-encoded`) read the
      // same header facts this answer names.
      (state, found) = (.reEncoded, evidence { $0.kind == .copy })
    } else if flags.contains(where: { Self.reEncodingFlags.contains($0.id) }) {
      (state, found) = (.reEncoded, evidence { Self.reEncodingFlags.contains($0.id) })
    } else if flags.contains(where: { Self.metadataFlags.contains($0.id) }) {
      (state, found) = (.metadataRewritten, evidence { Self.metadataFlags.contains($0.id) })
    } else if let cut = flags.first(where: { $0.id == ScoringRules.fileCutShort.id }) {
      (state, found) = (.cutShort, cut.evidence)
    } else if flags.contains(where: { Self.removalFlags.contains($0.id) }) {
      (state, found) = (.metadataRewritten, evidence { Self.removalFlags.contains($0.id) })
    } else if context.hasCamera, verdict != .noMetadata {
      (state, found) = (.cameraOriginal, evidence { $0.kind == .positive })
    } else {
      (state, found) = (.unknown, [])
    }
    self.init(state: state, encoder: context.encoder, platforms: context.platforms, evidence: found)
  }
}
