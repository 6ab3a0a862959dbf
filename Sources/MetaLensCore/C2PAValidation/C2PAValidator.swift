import FoundationEssentials

/// Validates the active manifest of a C2PA store as c2pa-rs does (C2PA 2.1,
/// section 15): the claim's COSE signature over the claim bytes, the signing
/// certificate chain and its trust, the hashed URI of every assertion the
/// claim lists (and that it lists every assertion stored), the hard binding of the manifest to the file's bytes, the
/// ingredients' manifests, `sigTst` and `sigTst2` time-stamps (with their
/// authority's trust for a claim v2), an OCSP response stapled to the
/// signature (`signingCredential.ocsp.*`), CAWG identity assertions, whether
/// soft-binding and certificate-status assertions decode, and the actions
/// an update manifest records. Statuses carry c2pa-rs's own codes.
///
/// The hard binding may be a data hash, a boxes hash (JPEG, PNG) or a BMFF
/// hash (HEIF, AVIF; v1 to v3, with Merkle trees over fragments, `mdat`
/// blocks or a movie's track chunks).
///
/// Not verified, and said so: `c2pa.hash.bmff` Merkle trees over a HEIF's
/// items (`assertion.bmffHash.malformed`, never a pass; c2pa-rs fails them
/// too), `c2pa.hash.boxes` in formats other than JPEG and PNG, the trust
/// of CAWG identity assertions' credentials (their structure, binding and
/// signature are checked; metalens has no CAWG anchors), the OCSP responses
/// of certificate-status assertions (nothing is fetched), the actions of
/// ingredients' manifests, and soft bindings themselves (watermarks and
/// fingerprints).
struct C2PAValidator {
  let trust: C2PATrustList
  /// When the signer's certificate must be valid without a trusted time-stamp.
  let time: Date

  func validate(_ store: C2PAManifestStore, source: some RandomAccessBytes) throws(MetaLensError) -> C2PAValidation? {
    if let refusal = store.refusal {
      // c2pa-rs refuses such a file outright (no state at all); the nearest
      // report is an invalid credential with C2PA's catch-all failure.
      let status = C2PAStatus("general.error", .failure, url: nil, refusal)
      return C2PAValidation(state: .invalid, statuses: [status], anchor: nil, trustLists: trust.names)
    }
    let bytes = store.bytes
    guard case .success(let boxes) = JUMBFParser.parse(bytes[...]),
      let root = boxes.first(where: { $0.typeName == "c2pa" || $0.label == "c2pa" })
    else { return nil }
    let manifests = root.children.filter(\.isSuperbox)
    guard let active = manifests.last, let label = active.label else { return nil }
    var run = Run(store: bytes, manifestLabel: label)
    run.container = store.container
    let claim = run.claim(of: active)
    var deltas: [C2PAIngredientDelta] = []
    if let claim {
      run.label(of: active)
      run.signature(of: active, claim: claim, trust: trust, time: time)
      run.hashedURIs(claim.value, in: active)
      run.undeclaredAssertions(claim.value, in: active)
      run.softBindings(in: active)
      run.certificateStatus(in: active)
      run.actions(
        claim.value, in: active, version: run.claimVersion,
        updateManifest: active.typeName == "c2um")
      if active.typeName != "c2um" { try run.hardBinding(claim.value, in: active, source: source) }
      run.updateManifest(claim.value, in: active)
      var visited: Set<String> = [label]
      let recorded = RecordedIngredientStatuses(store: bytes, manifests: manifests)
      deltas = run.ingredients(
        in: active, manifests: manifests, algorithm: claim.value["alg"]?.text ?? "sha256", trust: trust, time: time,
        visited: &visited
      ).compactMap(recorded.removing)
      run.identities(in: active)
    }
    // As c2pa-rs (`ValidationResults::validation_state`): an untrusted
    // signer, and the X.509 identity assertion's own failures, leave the
    // credential valid but not trusted; any other failure, the active
    // manifest's or an ingredient's, makes it invalid.
    let failures = (run.statuses + deltas.flatMap(\.statuses)).filter(C2PAValidation.invalidates)
    let identityUntrusted = run.statuses.contains {
      $0.kind == .failure && ($0.code.hasPrefix("cawg.x509.") || $0.code.hasPrefix("cawg.identity."))
    }
    let state: C2PAValidation.State =
      !failures.isEmpty ? .invalid : run.anchor != nil && !identityUntrusted ? .trusted : .valid
    return C2PAValidation(
      state: state, statuses: run.statuses, anchor: run.anchor, trustLists: trust.names, ingredientDeltas: deltas,
      anchorList: run.anchorList, identities: run.identities)
  }
}
