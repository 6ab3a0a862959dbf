/// The answer to the first question a person asks of a received photo — is
/// this the camera's original file? — kept apart from the verdict's second
/// one, whether the picture was changed. A messenger's copy is not the
/// camera's file whatever else is true of it, and its re-encoding says so
/// even when no metadata is left (issue 29; `docs/RECEIVED-COPIES.md`).
///
/// It follows from the same flags as the verdict, read for what they say of
/// the file, and from the header's encoder and platform matches:
/// `generated` when AI generation is declared; `edited` when an editor's
/// traces are definite (or AI edited part of it); `reEncoded` when a
/// platform's re-encoding matches the header, a library's tables encoded a
/// file that names no camera (optimised Huffman tables or progressive
/// scans, which a camera does not write; mozjpeg's and Photoshop's tables,
/// which no camera uses), or a flag says the image data was encoded again;
/// `metadataRewritten` when a tool rewrote the metadata of image data that
/// shows no re-encoding; `cameraOriginal` when a camera is named, there is
/// enough camera metadata to judge by (the verdict is not `no_metadata`) and
/// none of that holds; `unknown` otherwise.
public struct FileOrigin: Sendable, Hashable {
  public enum State: String, Sendable, Hashable, CaseIterable {
    case cameraOriginal = "camera_original"
    case metadataRewritten = "metadata_rewritten"
    case reEncoded = "re_encoded"
    case edited
    case generated
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

  /// Flags that say the image data was encoded again (a file-level sign,
  /// not a sign that the picture changed).
  static let reEncodingFlags: Set<String> = [
    "ijg-standard-tables", "huffman-reencoded", "model-quality-mismatch", "double-compression", "jfif-before-exif",
    "exif-size-mismatch", "device-format-mismatch",
    // The picture differs from the camera's: whatever changed it saved it again.
    "thumbnail-content-mismatch", "thumbnail-region-changed", "region-duplicated",
  ]
  /// Flags that say a tool rewrote the metadata.
  static let metadataFlags: Set<String> = ["metadata-rewritten", "modified-after-capture"]

  init(metadata: PhotoMetadata, verdict: Verdict, flags: [OriginalityFlag]) {
    // The header's encoding is read once for both: this runs for every file
    // of a --metadata-only batch.
    let encoding = JPEGEncoding(metadata)
    let encoder = encoding.map { EncoderIdentity($0, of: metadata) }
    var platforms: [PlatformMatch] = []
    if let encoding, let encoder {
      // A camera's own identity (family `camera`) comes only with a camera's
      // EXIF, which rules every platform out either way.
      platforms = PlatformIdentifier.matches(encoding, encoder, fileName: metadata.file.name)
    }
    let named = metadata.make != nil || metadata.model != nil
    func evidence(of ids: (OriginalityFlag) -> Bool) -> [Evidence] { flags.filter(ids).flatMap(\.evidence) }
    let state: State
    var found: [Evidence]
    if verdict == .aiGenerated {
      (state, found) = (.generated, evidence { $0.kind == .ai })
    } else if flags.contains(where: { $0.kind == .definite || $0.kind == .ai }) {
      (state, found) = (.edited, evidence { $0.kind == .definite || $0.kind == .ai })
    } else if !platforms.isEmpty {
      (state, found) = (
        .reEncoded, platforms.flatMap { $0.facts.map { Evidence(source: "JPEG", tag: $0.marker, value: $0.value) } }
      )
    } else if flags.contains(where: { Self.reEncodingFlags.contains($0.id) }) {
      (state, found) = (.reEncoded, evidence { Self.reEncodingFlags.contains($0.id) })
    } else if !named, let encoder, let clue = Self.softwareEncoding(encoder) {
      (state, found) = (.reEncoded, [clue])
    } else if flags.contains(where: { Self.metadataFlags.contains($0.id) }) {
      (state, found) = (.metadataRewritten, evidence { Self.metadataFlags.contains($0.id) })
    } else if named, verdict != .noMetadata {
      (state, found) = (.cameraOriginal, evidence { $0.kind == .positive })
    } else {
      (state, found) = (.unknown, [])
    }
    self.init(state: state, encoder: encoder, platforms: platforms, evidence: found)
  }

  /// The evidence that software, not a camera, encoded a file that names
  /// no camera; nil when a camera could have written it (IJG tables with
  /// general Huffman tables in one scan: some compacts do).
  static func softwareEncoding(_ encoder: EncoderIdentity) -> Evidence? {
    let quality = encoder.quality.map { " at quality \($0)" } ?? ""
    switch encoder.family {
    case .mozjpeg: return Evidence(source: "JPEG", tag: "DQT", value: "mozjpeg's tables\(quality)")
    case .photoshop: return Evidence(source: "JPEG", tag: "DQT", value: "Adobe Photoshop's tables\(quality)")
    case .ijg where encoder.huffman == .optimized || encoder.progressive:
      let coding = encoder.progressive ? "progressive scans" : "Huffman tables optimised for the image"
      return Evidence(source: "JPEG", tag: "DQT, DHT", value: "IJG tables\(quality), \(coding)")
    default: return nil
    }
  }
}
