import Crypto

extension SignedC2PAFixture {
  /// The manifest's label, which an XMP pointer names.
  public static let manifestLabel = "urn:c2pa:00000000-0000-4000-8000-00000000000a"

  /// An XMP packet whose `dcterms:provenance` points at the fixture's
  /// manifest, as c2pa-rs writes it into the files it signs.
  public static let provenanceXMP = XMPPackets.wrap(
    "<dcterms:provenance>self#jumbf=/c2pa/\(manifestLabel)</dcterms:provenance>")

  /// A `c2pa.hash.boxes` assertion's CBOR.
  static func boxesHash(_ entries: [BoxEntry]) -> (label: String, cbor: [UInt8]) {
    let boxes = entries.map { entry in
      CBORItem.map([
        ("names", .array(entry.names.map(CBORItem.text))), ("alg", .text("sha256")), ("hash", .bytes(entry.hash)),
        ("pad", .bytes([])),
      ])
    }
    return ("c2pa.hash.boxes", CBORItem.map([("boxes", .array(boxes))]).encoded())
  }

  func store(exclusions: [(start: Int, length: Int)], dataHash: [UInt8], chain: [[UInt8]]) throws -> [UInt8] {
    let ranges = exclusions.map {
      CBORItem.map([("start", .int(Int64($0.start))), ("length", .int(Int64($0.length)))])
    }
    let hashData = CBORItem.map(
      [
        ("exclusions", .array(ranges)), ("name", .text("jumbf manifest")), ("alg", .text("sha256")),
        ("hash", .bytes(dataHash)),
      ] + (dataHashPad ? [("pad", .bytes([]))] : []))
    return try store(binding: ("c2pa.hash.data", hashData.encoded()), chain: chain)
  }

  func store(binding: (label: String, cbor: [UInt8]), chain: [[UInt8]]) throws -> [UInt8] {
    let actionItems = CBORItem.array(
      actions.map { action in
        var pairs: [(String, CBORItem)] = [("action", .text(action.action))]
        if let type = action.digitalSourceType { pairs.append(("digitalSourceType", .text(type))) }
        return .map(pairs)
      })
    var assertions =
      [
        ("c2pa.actions.v2", CBORItem.map([("actions", actionItems)]).encoded()), (binding.label, binding.cbor),
      ] + extraAssertions
    if let assertedOCSP {
      let root = FixtureCertificate.Issuer(key: rootKey, commonName: Self.rootName)
      let response = try assertedOCSP.der(profile: profile, issuer: root)
      assertions.append(
        ("c2pa.certificate-status", CBORItem.map([("ocspVals", .array([.bytes(response)]))]).encoded()))
    }
    if let quirk = quirks.identity {
      assertions.append(("cawg.identity", try identityAssertion(binding: binding, chain: chain, quirk: quirk)))
    }
    var manifests: [[UInt8]] = []
    if let signature = quirks.ingredientManifest {
      let ingredient = try ingredientManifest(signature, chain: chain)
      manifests.append(ingredient)
      assertions.append(("c2pa.ingredient.v2", Self.ingredientAssertion(ingredient)))
    }
    manifests.append(
      try manifest(
        label: quirks.manifestLabel ?? Self.manifestLabel, assertions: assertions, chain: chain, signingKey: key,
        timeStamped: true, unlisted: quirks.extraAssertionsUnlisted ? extraAssertions.count : 0))
    if let actions = quirks.updateActions, let parent = manifests.last {
      manifests.append(try updateManifest(actions: actions, parent: parent, chain: chain))
    }
    return C2PAFixture.superbox("c2pa", "c2pa", manifests)
  }

  /// A manifest superbox (`c2ma`): its assertions, a claim listing them by
  /// hashed URI, and the claim's COSE signature by `signingKey` with
  /// `chain` in its header (and the fixture's time-stamp, if any and
  /// `timeStamped`). The last `unlisted` assertions are stored but not
  /// listed in the claim. `changeSignature` changes the signature's bytes after
  /// signing.
  func manifest(
    label: String, assertions: [(label: String, cbor: [UInt8])], chain: [[UInt8]],
    signingKey: P256.Signing.PrivateKey, timeStamped: Bool, changeSignature: Bool = false, type: String = "c2ma",
    unlisted: Int = 0
  ) throws -> [UInt8] {
    let boxes = assertions.map {
      C2PAFixture.superbox("cbor", $0.label, [C2PAFixture.box("cbor", $0.cbor)])
    }
    let references = zip(assertions, boxes).dropLast(unlisted).map { assertion, box in
      // A hashed URI covers the superbox after its 8-byte header.
      CBORItem.map([
        ("url", .text("self#jumbf=c2pa.assertions/\(assertion.label)")),
        ("hash", .bytes(Array(SHA256.hash(data: box.dropFirst(8))))),
      ])
    }
    // A v1 claim names its generator in a string, lists `assertions` and
    // has the asset's `dc:format` (C2PA 1.4, 10.3; c2pa-rs refuses a v1
    // claim without it); a v2 claim has `claim_generator_info` and
    // `created_assertions` (C2PA 2.1, 10.3).
    let claim = CBORItem.map(
      (claimVersion == 1
        ? [
          ("claim_generator", .text("MetaLens Fixture Camera")), ("assertions", .array(references)),
        ] + (quirks.claimFormat ? [("dc:format", .text(container.mimeType))] : [])
        : [
          ("claim_generator_info", .map([("name", .text("MetaLens Fixture Camera"))])),
          ("created_assertions", .array(references)),
        ])
        + [
          ("instanceID", .text("xmp:iid:signed-fixture")), ("signature", .text("self#jumbf=c2pa.signature")),
          ("alg", .text("sha256")),
        ]
    ).encoded()
    let protected = CBORItem.labels([(1, .int(-7)), (33, .array(chain.map { .bytes($0) }))]).encoded()
    let signed = CBORItem.array([.text("Signature1"), .bytes(protected), .bytes([]), .bytes(claim)]).encoded()
    var signature = try signingKey.signature(for: signed)
    // A DER signature's length varies with its numbers; the store's size,
    // which the exclusions give, must not: signing again gives 71 bytes.
    while quirks.derSignature, signature.derRepresentation.count != 71 {
      signature = try signingKey.signature(for: signed)
    }
    var signatureBytes = Array(quirks.derSignature ? signature.derRepresentation : signature.rawRepresentation)
    if changeSignature { signatureBytes[signatureBytes.count / 2] ^= 0x01 }
    let unprotected =
      timeStamped
      ? try timeStampHeader(protected: protected, claim: claim, signature: signatureBytes) + ocspHeader() : []
    let sign1 = CBORItem.tag(18, .array([.bytes(protected), .map(unprotected), .null, .bytes(signatureBytes)]))
    let claimLabel = quirks.claimLabel ?? (claimVersion == 1 ? "c2pa.claim" : "c2pa.claim.v2")
    return C2PAFixture.superbox(
      type, label,
      [
        C2PAFixture.superbox("c2as", "c2pa.assertions", boxes),
        C2PAFixture.superbox("c2cl", claimLabel, [C2PAFixture.box("cbor", claim)]),
        C2PAFixture.superbox("c2cs", "c2pa.signature", [C2PAFixture.box("cbor", sign1.encoded())]),
      ])
  }

  /// The unprotected header's stapled OCSP response, if any:
  /// `rVals: {ocspVals: [response]}`, the response signed by the root that
  /// issued the signer's certificate.
  func ocspHeader() throws -> [(String, CBORItem)] {
    guard let response = try stapledOCSPBytes() else { return [] }
    return [("rVals", .map([("ocspVals", .array([.bytes(response)]))]))]
  }

  /// The DER of `stapledOCSP`, if any (each call signs it again).
  public func stapledOCSPBytes() throws -> [UInt8]? {
    let root = FixtureCertificate.Issuer(key: rootKey, commonName: Self.rootName)
    return try stapledOCSP?.der(profile: profile, issuer: root)
  }

  /// The unprotected header's time-stamp, if any: a `tstContainer`
  /// (`{tstTokens: [{val: token}]}`) whose token's imprint is the hash of
  /// the countersignature structure `["CounterSignature", protected, h'',
  /// data]` (RFC 9052, 5.3), `data` being the claim for `sigTst` and the
  /// signature as a CBOR byte string for `sigTst2` (C2PA 2.1, 10.3.2.5.4).
  func timeStampHeader(protected: [UInt8], claim: [UInt8], signature: [UInt8]) throws -> [(String, CBORItem)] {
    guard let timeStamp else { return [] }
    let data = timeStamp.storage == .sigTst ? claim : CBORItem.bytes(signature).encoded()
    let covered = timeStamp.wrongImprint ? data.reversed() : data
    let message = CBORItem.array([.text("CounterSignature"), .bytes(protected), .bytes([]), .bytes(covered)]).encoded()
    let authority = timeStamp.authority
    let token =
      timeStamp.storage == .sigTst
      ? try authority.response(for: message, at: timeStamp.time) : try authority.token(for: message, at: timeStamp.time)
    let container = CBORItem.map([("tstTokens", .array([.map([("val", .bytes(token))])]))])
    return [(timeStamp.storage == .sigTst ? "sigTst" : "sigTst2", container)]
  }
}
