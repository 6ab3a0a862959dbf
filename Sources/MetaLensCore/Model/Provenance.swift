/// What a file says about where it comes from, beyond its tags: the embedded
/// C2PA store and what checking it found, or the address of a manifest kept
/// elsewhere.
public struct Provenance: Sendable, Hashable {
  public let c2pa: C2PAManifestStore?
  /// The active manifest checked: signature, chain, hashes (nil without a
  /// store, or when the store holds no manifest to check).
  public let validation: C2PAValidation?
  /// XMP `dcterms:provenance`: where a manifest stored outside the file is.
  public let remoteManifest: String?

  public init(_ metadata: PhotoMetadata, validation: C2PAValidation? = nil) {
    c2pa = metadata.c2pa
    self.validation = validation
    remoteManifest = metadata.value("XMP-dcterms", "Provenance")?.text
  }

  /// True when XMP points at a manifest inside this file (`self#jumbf=…`)
  /// that is not there: the credential was removed and its pointer kept.
  public var strippedManifest: Bool {
    c2pa == nil && (remoteManifest?.hasPrefix("self#jumbf=") ?? false)
  }

  /// What was checked, in plain English words; the same sentence in the
  /// report and the JSON.
  public var validationExplanation: String { validationExplanation(in: .english) }

  /// What was checked, in the words of `catalogue`.
  public func validationExplanation(in catalogue: Catalogue) -> String {
    guard let validation else {
      return catalogue.text(c2pa == nil ? ProvenanceWords.noManifest : .emptyStore)
    }
    // The list that holds the signer's anchor, not the first one loaded:
    // the others did not trust it.
    let list = validation.anchorList ?? catalogue.text(ProvenanceWords.aTrustList)
    switch validation.state {
    case .trusted:
      return catalogue.text(ProvenanceWords.validAndTrusted(list: list))
    case .valid:
      // The signer is trusted and another check failed (a CAWG identity's
      // credential, say): c2pa-rs reads Valid, not Trusted, and the signer
      // is still on the list (issue 36).
      if validation.signerTrusted, let failure = validation.failures.first.map(catalogue.text) {
        return catalogue.text(ProvenanceWords.validSignerTrustedBut(list: list, failure: failure))
      }
      return catalogue.text(ProvenanceWords.validNotTrusted)
    case .invalid:
      if validation.contentChanged { return catalogue.text(ProvenanceWords.contentChanged) }
      if validation.failures.contains(where: { C2PAValidation.tamperFailures.contains($0.code) }) {
        return catalogue.text(ProvenanceWords.tampered)
      }
      if let broken = validation.ingredientFailures.first {
        return catalogue.text(ProvenanceWords.brokenIngredient(reason: Self.ingredientReason(broken, catalogue)))
      }
      let failure = validation.failures.first { $0.code != "signingCredential.untrusted" }.map(catalogue.text)
      return catalogue.text(
        ProvenanceWords.invalidBecause(failure: failure ?? catalogue.text(ProvenanceWords.aCheckFailed)))
    }
  }

  /// Why an ingredient's own credential is broken, in plain words for the
  /// failures that say the ingredient's manifest was altered, else in the
  /// status's own.
  static func ingredientReason(_ failure: C2PAStatus, _ catalogue: Catalogue) -> String {
    switch failure.code {
    case "claimSignature.mismatch": catalogue.text(ProvenanceWords.ingredientSignature)
    case "ingredient.manifest.mismatch": catalogue.text(ProvenanceWords.ingredientManifestChanged)
    case "assertion.hashedURI.mismatch": catalogue.text(ProvenanceWords.ingredientAssertionChanged)
    default: catalogue.text(failure)
    }
  }

  /// One line for the summary card: the state, who signed, and with what.
  public var summary: String? { summary(in: .english) }

  public func summary(in catalogue: Catalogue) -> String? {
    if let manifest = c2pa?.activeManifest {
      var parts = [
        catalogue.text(
          ProvenanceWords.state(
            words: validation.map { Self.stateWords($0, in: catalogue) } ?? catalogue.text(ProvenanceWords.notChecked)))
      ]
      if let signer = manifest.signer?.name { parts.append(catalogue.text(ProvenanceWords.signedBy(signer: signer))) }
      if let generator = manifest.claimGenerator { parts.append(generator) }
      return parts.joined(separator: " · ")
    }
    if c2pa != nil { return catalogue.text(ProvenanceWords.unreadable) }
    if strippedManifest { return catalogue.text(ProvenanceWords.removed(reference: remoteManifest ?? "")) }
    return remoteManifest.map { catalogue.text(ProvenanceWords.remote(reference: $0)) }
  }

  public static func stateWords(_ validation: C2PAValidation, in catalogue: Catalogue = .english) -> String {
    switch validation.state {
    case .trusted: catalogue.text(ProvenanceWords.trusted)
    case .valid: catalogue.text(validation.signerTrusted ? ProvenanceWords.validSignerTrusted : .valid)
    case .invalid:
      catalogue.text(validation.contentChanged ? ProvenanceWords.invalidChanged : .invalid)
    }
  }
}
