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

  /// What was checked, in plain words; the same sentence in the report and
  /// the JSON.
  public var validationExplanation: String {
    guard let validation else {
      return c2pa == nil ? "no manifest to check" : "the manifest store holds no manifest that could be checked"
    }
    switch validation.state {
    case .trusted:
      return
        "valid and trusted: the signature and hashes hold and the signer chains to \(validation.trustLists.first ?? "a trust list")"
    case .valid:
      return "valid: the signature and hashes hold, but the signer is not on a trust list metalens was given"
    case .invalid:
      if validation.contentChanged { return "invalid: the image changed after it was signed" }
      if validation.credentialTampered { return "invalid: the credential was altered after it was signed" }
      return "invalid: "
        + (validation.failures.first { $0.code != "signingCredential.untrusted" }?.explanation ?? "a check failed")
    }
  }

  /// One line for the summary card: the state, who signed, and with what.
  public var summary: String? {
    if let manifest = c2pa?.activeManifest {
      var parts = ["Content Credentials " + (validation.map { Self.stateWords($0) } ?? "not checked")]
      if let signer = manifest.signer?.name { parts.append("signed by \(signer)") }
      if let generator = manifest.claimGenerator { parts.append(generator) }
      return parts.joined(separator: " · ")
    }
    if c2pa != nil { return "C2PA manifest store, unreadable" }
    if strippedManifest { return "Content Credentials removed: XMP still points at \(remoteManifest ?? "")" }
    return remoteManifest.map { "C2PA manifest stored elsewhere (not fetched): \($0)" }
  }

  public static func stateWords(_ validation: C2PAValidation) -> String {
    switch validation.state {
    case .trusted: "valid, on a trust list"
    case .valid: "valid, signer not on a trust list"
    case .invalid: validation.contentChanged ? "invalid: the image changed after signing" : "invalid"
    }
  }
}
