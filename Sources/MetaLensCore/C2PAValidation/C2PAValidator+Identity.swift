extension C2PAValidator.Run {
  /// CAWG identity assertions (`cawg.identity`, CAWG Identity Assertion 1.1),
  /// checked apart from the claim signer as c2pa-rs's `CawgValidator` does:
  /// their structure, that they reference the manifest's hard binding
  /// (section 5.1), and their credential. An X.509 credential's COSE
  /// signature is verified over the `signer_payload` (section 8.2,
  /// `X509SignatureVerifier`); its trust is not, since metalens ships no
  /// CAWG trust anchors (`cawg.x509.credential.untrusted`, as c2pa-rs says
  /// without them, with or without C2PA anchors). An identity claims
  /// aggregation is checked as far as no network is needed
  /// (`IdentityClaimsAggregation`). Each identity is kept with its own
  /// statuses (`C2PAIdentity`), which are the manifest's too.
  mutating func identities(in manifest: JUMBFBox) {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return }
    for box in assertions.children where C2PAClaimFields.baseLabel(box.label ?? "") == "cawg.identity" {
      let url = manifestURL + "/c2pa.assertions/" + (box.label ?? "")
      guard let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
        let signer = value["signer_payload"], let signature = value["signature"]?.bytes,
        let type = signer["sig_type"]?.text
      else {
        // c2pa-rs cannot load a manifest with such an assertion and says so with this code.
        add("assertion.required.missing", .failure, url: manifestURL, "the CAWG identity assertion is malformed")
        continue
      }
      let first = statuses.count
      let references = (signer["referenced_assertions"]?.array ?? []).compactMap { $0["url"]?.text }
      if !references.contains(where: Self.isHardBinding) {
        add("cawg.identity.hard_binding_missing", .failure, url: url, "the identity does not reference a hard binding")
      }
      var who: (name: String?, issuer: String?) = (nil, nil)
      if type == "cawg.x509.cose" {
        who = x509Identity(signature: signature, payload: signer.encoded, url: url)
      } else if type == "cawg.identity_claims_aggregation" {
        for finding in IdentityClaimsAggregation.findings(signature: signature) {
          add(finding.code, finding.kind, url: url, finding.explanation)
        }
        who = IdentityClaimsAggregation.subject(signature: signature)
      }
      identities.append(
        C2PAIdentity(
          label: box.label ?? "", signatureType: type, name: who.name, issuer: who.issuer,
          statuses: Array(statuses[first...])))
    }
  }

  /// An X.509 identity's COSE_Sign1, its payload detached: the CBOR of the
  /// signer payload (CAWG Identity Assertion 1.1, 8.2.1). Codes as c2pa-rs
  /// 0.91.3 reports them on `C_with_CAWG_data.jpg` and the `cawg-identity*`
  /// fixtures: the signature, `cawg.identity.well-formed`, and the
  /// credential's trust. Returns who the certificate names.
  private mutating func x509Identity(signature: [UInt8], payload: [UInt8], url: String) -> (
    name: String?, issuer: String?
  ) {
    guard case .success(let value) = CBORDecoder.decode(signature[...]),
      let cose = COSESign1(value.untagged), let chain = SigningChain(der: cose.certificates)
    else {
      add(
        "cawg.x509.signature.mismatch", .failure, url: url,
        "the identity's signature or its certificate could not be read")
      return (nil, nil)
    }
    let names = CertificateNames.signer(der: chain.leaf.der)
    let who = (chain.leaf.subjectName.isEmpty ? nil : chain.leaf.subjectName, names?.issuer)
    let untrusted = "the identity's X.509 credential is not on a trust list (metalens has no CAWG trust anchors)"
    switch chain.leaf.key.isValid(
      coseSignature: cose.signature, algorithm: cose.algorithm, over: cose.signedBytes(payload: payload[...]))
    {
    case true?:
      add("cawg.x509.signature.validated", .success, url: url, "X.509 identity assertion signature validated")
      add("cawg.identity.well-formed", .success, url: url, "CAWG X.509 identity signature valid")
      add("cawg.x509.credential.untrusted", .failure, url: url, untrusted)
    case false?:
      // c2pa-rs's COSE verifier judges the chain's trust before the
      // signature, so a mismatch comes with the untrusted credential
      // (measured: `cawg-identity-signature-changed.jpg`).
      add("cawg.x509.credential.untrusted", .failure, url: url, untrusted)
      add("cawg.x509.signature.mismatch", .failure, url: url, "the identity's signature does not match its payload")
    case nil:
      add(
        "cawg.x509.algorithm.unsupported", .failure, url: url,
        "the identity's signature algorithm is not one C2PA allows")
    }
    return who
  }

  /// True when a `self#jumbf=` URI names a hard-binding assertion.
  static func isHardBinding(_ url: String) -> Bool {
    guard let label = url.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) else { return false }
    let base = C2PAClaimFields.baseLabel(label)
    return base == "c2pa.hash.data" || base == "c2pa.hash.boxes" || base.hasPrefix("c2pa.hash.bmff")
  }
}
