import FoundationEssentials

extension C2PAValidator.Run {
  /// The ingredients of `manifest` whose own manifest the store holds,
  /// checked as c2pa-rs's `Store::ingredient_checks` checks them: every
  /// ingredient but an `inputTo` one that names a manifest (`c2pa_manifest`,
  /// or a v3 `activeManifest`) must find it in the store
  /// (`ingredient.manifest.missing`, both among the manifest's own statuses
  /// and as the ingredient's delta, where c2pa-rs 0.91.3 reports it: the
  /// corpus's `adobe-20220124-E-clm-CAICAI.jpg`; an ingredient that names no
  /// manifest is an informational `ingredient.unknownProvenance` delta),
  /// its hashed URI must match it, and
  /// then the ingredient's claim is verified as the active one is
  /// (`Claim::verify_claim`, with the same trust): its manifest label, its
  /// COSE signature, certificate and time-stamp (`signature(of:claim:trust:time:)`)
  /// its assertions' hashed URIs, and that its soft bindings decode
  /// (`claim.malformed` otherwise, measured on `ingredient-soft-binding-
  /// without-blocks.jpg`); c2pa-rs checks the hard binding of the
  /// active manifest only. Nested ingredients follow, each manifest once.
  /// Each ingredient's statuses are one delta, named by its assertion's URI.
  ///
  /// The manifest's hash counts as c2pa-rs counts it: the manifest box's
  /// contents, as an assertion's (current signers, reported
  /// `ingredient.manifest.validated`), or the ingredient claim's CBOR
  /// (older ones: the corpus's `legacy_ingredient_hash.jpg` and
  /// `verify.jpeg`, no status); neither is `ingredient.manifest.mismatch`.
  mutating func ingredients(
    in manifest: JUMBFBox, manifests: [JUMBFBox], algorithm: String, trust: C2PATrustList, time: Date,
    visited: inout Set<String>
  ) -> [C2PAIngredientDelta] {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return [] }
    var deltas: [C2PAIngredientDelta] = []
    for box in assertions.children where C2PAClaimFields.baseLabel(box.label ?? "") == "c2pa.ingredient" {
      guard let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
        value["relationship"]?.text != "inputTo"
      else { continue }
      let uri = manifestURL + "/c2pa.assertions/" + (box.label ?? "")
      guard let reference = value["c2pa_manifest"] ?? value["activeManifest"], let url = reference["url"]?.text else {
        let title = value["dc:title"]?.text ?? "no title"
        let status = C2PAStatus(
          "ingredient.unknownProvenance", .informational, url: uri, "\(title): ingredient does not have provenance")
        deltas.append(C2PAIngredientDelta(ingredientAssertionURI: uri, manifestLabel: nil, statuses: [status]))
        continue
      }
      let label = Self.manifestLabel(in: url)
      var run = Self(store: store, manifestLabel: label)
      run.container = container
      guard let ingredient = manifests.first(where: { $0.label == label }) else {
        add("ingredient.manifest.missing", .failure, url: label, "ingredient manifest missing")
        deltas.append(
          C2PAIngredientDelta(ingredientAssertionURI: uri, manifestLabel: label, statuses: statuses.suffix(1)))
        continue
      }
      let name = reference["alg"]?.text ?? algorithm
      let hash = reference["hash"]?.bytes
      if let hash, c2paDigest(store[ingredient.bodyRange], algorithm: name) == hash {
        run.add("ingredient.manifest.validated", .success, url: url, "ingredient hash matched")
      } else if let hash,
        ingredient.claimBox?.children.first(where: { $0.type == "cbor" })
          .flatMap({ c2paDigest(store[$0.bodyRange], algorithm: name) }) != hash
      {
        run.add(
          "ingredient.manifest.mismatch", .failure, url: "self#jumbf=/c2pa/" + label,
          "the ingredient's manifest changed after this one was signed")
      }
      if let claim = run.claim(of: ingredient) {
        run.label(of: ingredient)
        run.signature(of: ingredient, claim: claim, trust: trust, time: time)
        run.hashedURIs(claim.value, in: ingredient)
        run.softBindings(in: ingredient)
      }
      deltas.append(C2PAIngredientDelta(ingredientAssertionURI: uri, manifestLabel: label, statuses: run.statuses))
      if visited.insert(label).inserted {
        deltas += run.ingredients(
          in: ingredient, manifests: manifests, algorithm: algorithm, trust: trust, time: time, visited: &visited)
      }
    }
    return deltas
  }
}
