/// What checking a file's C2PA credential found: a changed image, an altered
/// credential, a removed one, and a validly signed capture.
extension ScoringRules {
  static let c2paContentChanged = ScoringRule(
    id: "c2pa-content-changed", kind: .definite, points: -50, category: .provenance,
    title: "The image changed after it was signed",
    explanation: """
      A C2PA manifest binds itself to the file with a hash of its bytes (c2pa.hash.data). Here the bytes no \
      longer match that hash: the image, or something else in the file, changed after the credential was signed.
      """,
    limits: """
      It shows that the file changed, not what changed or by whom; a re-save that only rewrote metadata breaks \
      the hash too.
      """
  ) { context in
    guard let validation = context.analysis.c2pa, validation.contentChanged else { return nil }
    let failures = validation.failures.filter { C2PAValidation.bindingFailures.contains($0.code) }
    return ScoringRule.Finding(
      Message("rule.c2pa-content-changed.detail"),
      evidence: failures.map { Evidence(source: "C2PA", tag: $0.code, value: $0.url ?? $0.explanation) })
  }

  static let c2paCredentialTampered = ScoringRule(
    id: "c2pa-credential-tampered", kind: .definite, points: -40, category: .provenance,
    title: "The Content Credential was altered",
    explanation: """
      The claim's signature, or the hash with which it names an assertion or an ingredient's manifest, does not \
      match: the manifest itself was changed after it was signed, so none of what it says can be relied on.
      """,
    limits: "It says the credential was altered, not whether the image was."
  ) { context in
    guard let validation = context.analysis.c2pa, validation.credentialTampered else { return nil }
    let failures = (validation.failures + validation.ingredientFailures).filter {
      C2PAValidation.tamperFailures.contains($0.code)
    }
    return ScoringRule.Finding(
      Message("rule.c2pa-credential-tampered.detail"),
      evidence: failures.map { Evidence(source: "C2PA", tag: $0.code, value: $0.url ?? $0.explanation) })
  }

  static let c2paCredentialRemoved = ScoringRule(
    id: "c2pa-credential-removed", kind: .probable, points: -20, category: .provenance,
    title: "Content Credentials removed",
    explanation: """
      The XMP points at a C2PA manifest inside this file (dcterms:provenance = self#jumbf=…), but the file holds \
      none: the manifest was stripped and its pointer left behind, as tools that re-save without C2PA support do.
      """,
    limits: "It shows that a credential was there, not what it said."
  ) { context in
    guard context.metadata.c2pa == nil, let pointer = context.evidence("XMP-dcterms", "Provenance"),
      pointer.value.hasPrefix("self#jumbf=")
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.c2pa-credential-removed.detail"),
      evidence: [pointer])
  }

  static let c2paSignedCapture = ScoringRule(
    id: "c2pa-signed-capture", kind: .positive, category: .provenance,
    title: "Signed capture (valid Content Credentials)",
    explanation: """
      A valid C2PA credential whose actions record a capture (c2pa.created with the digitalCapture source type) \
      was signed by the camera or its app, and its hash shows the file unchanged since: the strongest evidence \
      of an original a file can carry, stronger still when the signer is on a trust list.
      """,
    limits: """
      Valid means unchanged since signing; trusted means the signer is on a trust list metalens was given. \
      Neither proves the scene true: a camera can photograph a screen.
      """
  ) { context in
    guard let capture = context.signedCapture, let validation = context.analysis.c2pa else { return nil }
    let trust =
      validation.state == .trusted
      ? Message("rule.c2pa-signed-capture.trusted", .text(validation.trustLists.joined(separator: ", ")))
      : Message("rule.c2pa-signed-capture.valid")
    return ScoringRule.Finding(
      Message("rule.c2pa-signed-capture.detail", .message(trust)),
      evidence: [capture])
  }
}

extension ScoringContext {
  /// The capture action of a valid or trusted C2PA credential: `c2pa.created`
  /// with the digitalCapture source type, in the active manifest.
  var signedCapture: Evidence? {
    guard let validation = analysis.c2pa, validation.state != .invalid,
      let manifest = metadata.c2pa?.activeManifest
    else { return nil }
    let capture = manifest.actions.first {
      $0.action == "c2pa.created" && ($0.digitalSourceType ?? "").hasSuffix("digitalCapture")
    }
    return capture.map {
      Evidence(source: "C2PA", tag: "c2pa.created digitalSourceType", value: $0.digitalSourceType ?? "")
    }
  }

  /// True when the active manifest is in a valid or trusted credential: its
  /// declarations are stronger than the same words in plain XMP.
  var credentialIsValid: Bool { analysis.c2pa.map { $0.state != .invalid } ?? false }
}
