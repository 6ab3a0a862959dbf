import MetaLensCore

/// The active C2PA manifest as the report lists it: the check's result in
/// words, who signed, its actions and ingredients, and what failed.
public struct CredentialsViewModel: Sendable, Hashable {
  /// `valid, signer not on a trust list`, `invalid: the image changed after signing`…
  public let state: String
  /// True when the credential failed a check (drawn as a warning).
  public let failed: Bool
  public let explanation: String
  public let signer: String?
  /// `c2pa.created (digitalCapture), by Pixel Camera`.
  public let actions: [String]
  /// `photo.jpg (parentOf)`.
  public let ingredients: [String]
  /// `assertion.dataHash.mismatch: the image changed after it was signed`;
  /// an ingredient's own as `ingredient urn:c2pa:…: claimSignature.mismatch: …`.
  public let failures: [String]
  /// `a soft binding by Adobe Trustmark variant Q (watermark), over the
  /// whole content; metalens cannot decode watermarks`.
  public let softBindings: [String]
  /// `a time-stamp of manifest urn:c2pa:…: 2025-06-01T12:00:00+00:00; read, not verified`.
  public let timeStamps: [String]
  /// `OCSP responses stapled: 1; metalens does not check them`.
  public let certificateStatus: [String]
  /// `identity asserted by C2PA Signer, credential from C2PA Test Signing
  /// Cert: its signature is valid; …`: CAWG identities, apart from the signer.
  public let identities: [String]

  public init(
    state: String, failed: Bool, explanation: String, signer: String?, actions: [String], ingredients: [String],
    failures: [String], softBindings: [String] = [], timeStamps: [String] = [], certificateStatus: [String] = [],
    identities: [String] = []
  ) {
    self.state = state
    self.failed = failed
    self.explanation = explanation
    self.signer = signer
    self.actions = actions
    self.ingredients = ingredients
    self.failures = failures
    self.softBindings = softBindings
    self.timeStamps = timeStamps
    self.certificateStatus = certificateStatus
    self.identities = identities
  }

  /// The view of `provenance`, or nil when the file has no readable manifest.
  init?(_ provenance: Provenance, catalogue: Catalogue = .english) {
    guard let manifest = provenance.c2pa?.activeManifest else { return nil }
    let validation = provenance.validation
    state = catalogue.text(
      ProvenanceWords.state(
        words: validation.map { Provenance.stateWords($0, in: catalogue) } ?? catalogue.text(ProvenanceWords.notChecked)
      ))
    failed = validation?.state == .invalid
    explanation = provenance.validationExplanation(in: catalogue)
    signer = manifest.signer?.name
    actions = manifest.actions.map { action in
      var text = action.action
      if let type = action.digitalSourceType {
        text += " (" + (type.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) ?? type) + ")"
      }
      if let agent = action.softwareAgent { text += catalogue.text(CredentialsWords.by(agent: agent)) }
      return text
    }
    ingredients = manifest.ingredients.map { ingredient in
      (ingredient.title ?? ingredient.instanceID ?? catalogue.text(CredentialsWords.untitled))
        + (ingredient.relationship.map { " (\($0))" } ?? "")
    }
    softBindings = manifest.softBindings.map { $0.words(in: catalogue) }
    timeStamps = manifest.timeStamps.map { stamp in
      stamp.time.map { catalogue.text(CredentialsWords.timeStamp(manifest: stamp.manifest, time: $0)) }
        ?? catalogue.text(CredentialsWords.unreadableTimeStamp(manifest: stamp.manifest))
    }
    certificateStatus =
      manifest.stapledOCSPResponses.map {
        [catalogue.text(CredentialsWords.stapledOCSP(count: $0))]
      } ?? []
    identities = (validation?.identities ?? []).map { $0.words(in: catalogue) }
    // An identity's statuses are on its own line, not among the
    // credential's failures: they are not the signer's.
    let identityURLs = Set((validation?.identities ?? []).flatMap { $0.statuses.compactMap(\.url) })
    failures =
      (validation?.failures ?? []).filter {
        $0.code != "signingCredential.untrusted" && !($0.code.hasPrefix("cawg.") && identityURLs.contains($0.url ?? ""))
      }.map {
        $0.line(in: catalogue)
      }
      + (validation?.ingredientDeltas ?? []).flatMap { delta in
        delta.failures.filter { $0.code != "signingCredential.untrusted" }.map {
          catalogue.text(
            CredentialsWords.ingredientFailure(
              ingredient: delta.manifestLabel ?? delta.ingredientAssertionURI,
              failure: $0.line(in: catalogue))
          )
        }
      }
  }
}
