/// What checking a file's active C2PA manifest found: the overall state, as
/// c2pa-rs names it, every status with its code, and who signed.
public struct C2PAValidation: Sendable, Hashable {
  public enum State: String, Sendable, Hashable {
    /// A hash, a signature or the manifest's structure failed: the file
    /// changed after signing, or the credential was tampered with.
    case invalid
    /// Structure, signature and hashes hold; the signer is not on a trust
    /// list given to metalens.
    case valid
    /// Valid, and the signer's certificate chains to a trust anchor.
    case trusted
  }

  public let state: State
  public let statuses: [C2PAStatus]
  /// The trust anchor the signer chains to (its subject), when trusted.
  public let anchor: String?
  /// Which trust lists were used, in words (`C2PA Trust List of 2026-08-05`).
  public let trustLists: [String]
  /// What checking the ingredients' own manifests found, one delta an
  /// ingredient, apart from the active manifest's `statuses` as c2pa-rs
  /// keeps them.
  public let ingredientDeltas: [C2PAIngredientDelta]
  /// Which of `trustLists` holds `anchor`, when trusted.
  public let anchorList: String?
  /// The CAWG identity assertions, each with its own statuses (also among
  /// `statuses`, as c2pa-rs lists them): an identity is not the signer.
  public let identities: [C2PAIdentity]

  public init(
    state: State, statuses: [C2PAStatus], anchor: String?, trustLists: [String],
    ingredientDeltas: [C2PAIngredientDelta] = [], anchorList: String? = nil, identities: [C2PAIdentity] = []
  ) {
    self.state = state
    self.statuses = statuses
    self.anchor = anchor
    self.trustLists = trustLists
    self.ingredientDeltas = ingredientDeltas
    self.anchorList = anchorList
    self.identities = identities
  }

  /// Whether a failure makes the credential invalid: all do but an
  /// untrusted signer and the CAWG identity assertion's own.
  static func invalidates(_ status: C2PAStatus) -> Bool {
    status.kind == .failure && status.code != "signingCredential.untrusted" && !status.code.hasPrefix("cawg.identity.")
      && !status.code.hasPrefix("cawg.x509.")
  }

  /// The ingredients' failures that make the credential invalid, in the
  /// order found: an ingredient's own credential is broken.
  public var ingredientFailures: [C2PAStatus] {
    ingredientDeltas.flatMap(\.statuses).filter(Self.invalidates)
  }

  /// Failures that mean part of the credential could not be read at all
  /// (rather than read and found not to match): they are reading notices too.
  /// A manifest label of the wrong form is `claim.malformed` as well, but
  /// the claim was read and checked: not a reading notice.
  public var unreadable: [C2PAStatus] {
    failures.filter {
      [
        "claim.missing", "claim.malformed", "claimSignature.missing", "signingCredential.invalid",
        "algorithm.unsupported",
        "assertion.dataHash.malformed", "assertion.boxesHash.malformed", "assertion.bmffHash.malformed",
      ].contains($0.code) && $0.explanation != C2PAManifestLabel.invalid
    }
  }

  /// The signer chains to a trust anchor (`signingCredential.trusted`),
  /// whatever else failed.
  public var signerTrusted: Bool { statuses.contains { $0.code == "signingCredential.trusted" } }

  /// The failures, in the order found.
  public var failures: [C2PAStatus] { statuses.filter { $0.kind == .failure } }

  /// True when a hard binding failed: the image changed after signing.
  public var contentChanged: Bool {
    failures.contains { Self.bindingFailures.contains($0.code) }
  }

  /// True when the claim's signature, an assertion's hash or an
  /// ingredient manifest's (its hash, or its own claim's signature or
  /// assertions) failed: the credential itself was altered.
  public var credentialTampered: Bool {
    (failures + ingredientFailures).contains { Self.tamperFailures.contains($0.code) }
  }

  static let tamperFailures: Set<String> = [
    "claimSignature.mismatch", "assertion.hashedURI.mismatch", "claimSignature.missing",
    "ingredient.manifest.mismatch",
  ]

  static let bindingFailures: Set<String> = [
    "assertion.dataHash.mismatch", "assertion.boxesHash.mismatch", "assertion.boxesHash.unknownBox",
    "assertion.bmffHash.mismatch",
  ]
}
