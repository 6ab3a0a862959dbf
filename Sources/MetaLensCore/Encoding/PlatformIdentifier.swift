/// Names the platforms whose known re-encoding a JPEG's header matches
/// (Giudice et al., "A classification engine for image ballistics of social
/// data", ICIAP 2017: platforms are told apart by their tables, sizes and
/// the metadata they keep), from the header alone.
///
/// Rules:
/// - A file whose EXIF names a camera's make or model, or whose tables are
///   the named camera's own (`EncoderIdentity.Family.camera`), matches no
///   platform: the platforms measured here drop a camera's EXIF.
/// - Every criterion of a fingerprint must hold; several platforms are
///   listed when their fingerprints all hold.
/// - The file name is weak evidence, attached to a match and never one by
///   itself.
public enum PlatformIdentifier {
  /// The platforms `metadata`'s header matches, in the fingerprint table's
  /// order; empty for anything but a JPEG.
  public static func matches(_ metadata: PhotoMetadata) -> [PlatformMatch] {
    guard let encoding = JPEGEncoding(metadata), encoding.exif != .camera else { return [] }
    let identity = EncoderIdentity(encoding, cameraModel: nil, estimate: metadata.jpeg?.qualityEstimate)
    return matches(encoding, identity, fileName: metadata.file.name)
  }

  static func matches(_ encoding: JPEGEncoding, _ identity: EncoderIdentity, fileName: String) -> [PlatformMatch] {
    guard encoding.exif != .camera, identity.family != .camera else { return [] }
    var named: [Platform]?
    var found: [PlatformMatch] = []
    for fingerprint in PlatformFingerprints.all {
      guard let facts = fingerprint.facts(encoding, identity) else { continue }
      let platforms = named ?? platforms(namedBy: fileName)
      named = platforms
      found.append(
        PlatformMatch(
          platform: fingerprint.platform, variant: fingerprint.variant, facts: facts,
          sharedWith: fingerprint.sharedWith,
          nameEvidence: platforms.contains(fingerprint.platform)
            ? "the name is how \(fingerprint.platform.displayName) saves files" : nil,
          source: fingerprint.source))
    }
    return found
  }

  /// The platforms whose way of naming files `fileName` (the last path
  /// component) follows. Weak evidence: people rename files, and keep a
  /// platform's name on a file they edited.
  public static func platforms(namedBy fileName: String) -> [Platform] {
    var found: [Platform] = []
    for fingerprint in PlatformFingerprints.all where !found.contains(fingerprint.platform) {
      if fingerprint.namePatterns.contains(where: { FileNamePattern.matches($0, fileName) }) {
        found.append(fingerprint.platform)
      }
    }
    return found
  }
}
