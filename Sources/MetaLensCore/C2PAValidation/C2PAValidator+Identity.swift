extension C2PAValidator.Run {
  /// CAWG identity assertions (`cawg.identity`, CAWG Identity Assertion 1.1):
  /// their structure, and that they reference the manifest's hard binding
  /// (section 5.1), with c2pa-rs's codes. Their own credential is not
  /// verified: metalens ships no CAWG trust anchors, so an X.509 identity is
  /// untrusted (`cawg.x509.credential.untrusted`, as c2pa-rs reports without
  /// CAWG anchors); an identity claims aggregation is checked as far as no
  /// network is needed (`IdentityClaimsAggregation`).
  mutating func identities(in manifest: JUMBFBox) {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return }
    for box in assertions.children where C2PAClaimFields.baseLabel(box.label ?? "") == "cawg.identity" {
      let url = manifestURL + "/c2pa.assertions/" + (box.label ?? "")
      guard let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
        let signer = value["signer_payload"], value["signature"]?.bytes != nil,
        let type = signer["sig_type"]?.text
      else {
        // c2pa-rs cannot load a manifest with such an assertion and says so with this code.
        add("assertion.required.missing", .failure, url: manifestURL, "the CAWG identity assertion is malformed")
        continue
      }
      let references = (signer["referenced_assertions"]?.array ?? []).compactMap { $0["url"]?.text }
      if !references.contains(where: Self.isHardBinding) {
        add("cawg.identity.hard_binding_missing", .failure, url: url, "the identity does not reference a hard binding")
      }
      if type == "cawg.x509.cose" {
        add(
          "cawg.x509.credential.untrusted", .failure, url: url,
          "the identity's X.509 credential is not on a trust list (metalens has no CAWG trust anchors)")
      } else if type == "cawg.identity_claims_aggregation", let signature = value["signature"]?.bytes {
        for finding in IdentityClaimsAggregation.findings(signature: signature) {
          add(finding.code, finding.kind, url: url, finding.explanation)
        }
      }
    }
  }

  /// True when a `self#jumbf=` URI names a hard-binding assertion.
  static func isHardBinding(_ url: String) -> Bool {
    guard let label = url.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) else { return false }
    let base = C2PAClaimFields.baseLabel(label)
    return base == "c2pa.hash.data" || base == "c2pa.hash.boxes" || base.hasPrefix("c2pa.hash.bmff")
  }
}
