import FoundationEssentials

/// How `Inspector` reads a file.
public struct InspectionOptions: Sendable {
  /// The bounds that keep a hostile file cheap.
  public var limits: ReadLimits
  /// Whether to hash the whole file and draw a preview, for a hand-over
  /// report (`--html`); other outputs skip the extra reads.
  public var exhibit: Bool
  /// The anchors a C2PA signer must chain to for its credential to be
  /// trusted: the bundled C2PA Trust List, and any the user adds.
  public var trust: C2PATrustList
  /// Read the headers only: skip the image-data stage (triage of huge
  /// folders).
  public var metadataOnly: Bool
  /// The time a C2PA signer's certificate must be valid at when no trusted
  /// time-stamp says when it signed (as c2pa-rs: now). Explicit so that a
  /// report, or a test against a fixed oracle, can be reproduced later.
  public var validationTime: Date
  /// Whether a JPEG's image-data stage keeps its quarter-scale picture
  /// (`QuarterScalePicture`): set by `PictureComparer` alone, since the
  /// picture (1/16 of the pixels, 0.75 MB for 12 megapixels) is of use only
  /// to a comparison, and a batch would hold it for nothing.
  var keepsQuarterScale = false

  public init(
    limits: ReadLimits = .standard, exhibit: Bool = false, trust: C2PATrustList = .standard, metadataOnly: Bool = false,
    validationTime: Date = Date()
  ) {
    self.limits = limits
    self.exhibit = exhibit
    self.trust = trust
    self.metadataOnly = metadataOnly
    self.validationTime = validationTime
  }
}
