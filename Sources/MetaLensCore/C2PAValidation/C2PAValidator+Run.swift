import FoundationEssentials

extension C2PAValidator {
  /// The checks of one manifest, collecting statuses as c2pa-rs words them.
  struct Run {
    let store: [UInt8]
    let manifestLabel: String
    /// Where the store was found (`WebP C2PA`…), for the checks of where
    /// a hard binding's exclusions lie.
    var container = ""
    private(set) var statuses: [C2PAStatus] = []
    private(set) var anchor: String?
    /// The trust list `anchor` is on.
    private(set) var anchorList: String?
    /// The claim's version, once `claim(of:)` has read it.
    private(set) var claimVersion = 1
    /// The CAWG identity assertions, with their own statuses.
    var identities: [C2PAIdentity] = []

    init(store: [UInt8], manifestLabel: String) {
      self.store = store
      self.manifestLabel = manifestLabel
    }

    var manifestURL: String { "self#jumbf=/c2pa/\(manifestLabel)" }

    mutating func add(_ code: String, _ kind: C2PAStatus.Kind, url: String?, _ explanation: String) {
      statuses.append(C2PAStatus(code, kind, url: url, explanation))
    }

    /// The claim's bytes (what the signature covers) and its decoded value.
    mutating func claim(of manifest: JUMBFBox) -> (bytes: ArraySlice<UInt8>, value: CBORValue)? {
      guard let box = manifest.claimBox, let content = box.children.first(where: { $0.type == "cbor" })
      else {
        add("claim.missing", .failure, url: manifestURL, "the manifest has no claim")
        return nil
      }
      let bytes = store[content.bodyRange]
      guard case .success(let value) = CBORDecoder.decode(bytes) else {
        add("claim.malformed", .failure, url: manifestURL, "the claim is not valid CBOR")
        return nil
      }
      // c2pa-rs 0.91.3 refuses a claim box labelled `c2pa.claim.v3` or
      // later ("claim version is too new, not supported"), and reads any
      // other claim box (found by its `c2cl` type) as the claim its
      // content is: a v1 claim labelled `c2pa.claim.v2`, a v2 one labelled
      // `c2pa.claim` or `c2pa.claims` are valid (measured on the
      // `claim-*label*` fixtures).
      if let version = Self.labelVersion(box.label), version > 2 {
        add("claim.malformed", .failure, url: manifestURL, "claim version is too new, not supported")
        return nil
      }
      claimVersion =
        value["created_assertions"] != nil ? 2 : value["claim_generator"] != nil ? 1 : box.label == "c2pa.claim" ? 1 : 2
      // c2pa-rs 0.91 cannot read a v1 claim without `dc:format`, which
      // C2PA 1.4 (10.3) requires ("claim could not be converted from CBOR:
      // dc:format", `ClaimV1` in `sdk/src/claim.rs`), and refuses the file.
      if claimVersion == 1, value["dc:format"]?.text == nil {
        add("claim.malformed", .failure, url: manifestURL, "the v1 claim has no dc:format")
        return nil
      }
      return (bytes, value)
    }

    /// N of a claim box labelled `c2pa.claim.vN`.
    static func labelVersion(_ label: String?) -> Int? {
      guard let label, label.hasPrefix("c2pa.claim.v") else { return nil }
      return Int(label.dropFirst("c2pa.claim.v".count))
    }

    /// A v2 claim's manifest label must be a C2PA URN (c2pa-rs's
    /// `verify_claim`, before the signature; `C2PAManifestLabel`).
    mutating func label(of manifest: JUMBFBox) {
      guard claimVersion > 1, !C2PAManifestLabel.isWellFormed(manifestLabel) else {
        return
      }
      add("claim.malformed", .failure, url: manifestURL, C2PAManifestLabel.invalid)
    }

    /// The COSE signature over the claim, the signer's chain and its trust.
    mutating func signature(
      of manifest: JUMBFBox, claim: (bytes: ArraySlice<UInt8>, value: CBORValue), trust: C2PATrustList, time: Date
    ) {
      let url = manifestURL + "/c2pa.signature"
      guard let box = manifest.child(labelled: "c2pa.signature"),
        let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
        let cose = COSESign1(value.untagged == value ? value : value.untagged)
      else {
        add("claimSignature.missing", .failure, url: url, "the claim signature is missing or unreadable")
        return
      }
      guard let chain = SigningChain(der: cose.certificates) else {
        add("signingCredential.invalid", .failure, url: url, "the signing certificate could not be read")
        return
      }
      if VerifyingKey.isDERForm(coseSignature: cose.signature, algorithm: cose.algorithm) {
        add(
          "signingCredential.invalid", .failure, url: url,
          "the signature is in DER form, not the raw r|s form COSE requires (RFC 9053, 2.1)")
        add("claimSignature.mismatch", .failure, url: url, "the claim signature does not match the claim")
        return
      }
      // As c2pa-rs: the leaf must be valid when a trusted time-stamp saw the
      // signature, or, without one, now (C2PA 2.1, 14.5.1); the profile is
      // checked only of a certificate valid then.
      let timeStamp = timeStamps(
        value.untagged, cose: cose, claim: claim.bytes, url: url,
        authorityTrust: claimVersion > 1 ? trust : nil)
      let current = chain.leafValid(at: timeStamp ?? time)
      if !current {
        add(
          "signingCredential.expired", .failure, url: url,
          "the signing certificate was not valid when the claim was signed")
      } else if let problem = SigningCertificateProfile.problem(chain.leaf) {
        add(
          "signingCredential.invalid", .failure, url: url, "the signing certificate is not one C2PA allows: \(problem)")
      }
      let signed = cose.signedBytes(payload: claim.bytes)
      switch chain.leaf.key.isValid(coseSignature: cose.signature, algorithm: cose.algorithm, over: signed) {
      case true?: add("claimSignature.validated", .success, url: url, "claim signature valid")
      case false?: add("claimSignature.mismatch", .failure, url: url, "the claim signature does not match the claim")
      case nil: add("algorithm.unsupported", .failure, url: url, "the signature algorithm is not one C2PA allows")
      }
      // As c2pa-rs's trust check: a chain to an anchor through CAs, every
      // certificate of it valid at signing time and a use C2PA accepts.
      if let found = chain.anchor(in: trust), chain.isLinked, chain.issuersAreAuthorities,
        chain.allValid(at: timeStamp ?? time), SigningCertificateProfile.hasAcceptedUse(chain.leaf)
      {
        anchor = found.certificate.subjectName
        anchorList = found.list
        add("signingCredential.trusted", .success, url: url, "signing certificate trusted, on \(found.list)")
      } else {
        add("signingCredential.untrusted", .failure, url: url, "signing certificate untrusted")
      }
      revocation(value.untagged, chain: chain, trust: trust, signingTime: timeStamp, now: time, url: url)
    }
  }
}
