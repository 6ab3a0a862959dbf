/// Reads a C2PA manifest store (a JUMBF `c2pa` superbox) into manifests:
/// claim, actions, ingredients and signer. Nothing is verified; see
/// `C2PAManifestStore`.
struct C2PAStoreReader {
  /// The store's bytes, from its first box header; `container` names where it
  /// was found. Nil when the JUMBF boxes parse but hold no C2PA store (JUMBF
  /// serves other purposes too); a store that cannot be parsed is a store
  /// with problems.
  func read(_ data: ArraySlice<UInt8>, container: String) -> C2PAManifestStore? {
    var store = C2PAManifestStore(container: container, byteCount: data.count)
    store.bytes = Array(data)
    let boxes: [JUMBFBox]
    // Parsed from the copy, so box ranges are offsets into `store.bytes`.
    switch JUMBFParser.parse(store.bytes[...]) {
    case .success(let parsed): boxes = parsed
    case .failure(let failure):
      store.problems.append(failure.description)
      return store
    }
    guard let root = boxes.first(where: { $0.typeName == "c2pa" || $0.label == "c2pa" }) else { return nil }
    for box in root.children where box.isSuperbox {
      store.manifests.append(manifest(box, problems: &store.problems))
    }
    if store.manifests.isEmpty { store.problems.append("the C2PA manifest store holds no manifest") }
    return store
  }

  private func manifest(_ box: JUMBFBox, problems: inout [String]) -> C2PAManifest {
    let label = box.label ?? "(unlabelled)"
    var manifest = C2PAManifest(label: label, isUpdate: box.typeName == "c2um")
    if let claimBox = box.claimBox {
      manifest.claimVersion = claimBox.label == "c2pa.claim.v2" ? 2 : 1
      switch cbor(claimBox) {
      case .success(let claim): C2PAClaimFields.apply(claim, to: &manifest)
      case .failure(let failure): problems.append("\(label): the claim is unreadable: \(failure)")
      }
    } else {
      problems.append("\(label): the manifest has no claim")
    }
    if let assertions = box.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" }) {
      for assertion in assertions.children where assertion.isSuperbox {
        let name = assertion.label ?? "(unlabelled)"
        manifest.assertionLabels.append(name)
        let base = C2PAClaimFields.baseLabel(name)
        guard Self.shown.contains(base) else { continue }
        switch cbor(assertion) {
        case .success(let value) where base == "c2pa.time-stamp":
          manifest.timeStamps += C2PATimeStampAssertion.read(value)
        case .success(let value) where base == "c2pa.certificate-status":
          manifest.stapledOCSPResponses = (manifest.stapledOCSPResponses ?? 0) + (value["ocspVals"]?.array?.count ?? 0)
        case .success(let value) where base == "c2pa.actions":
          manifest.actions += C2PAClaimFields.actions(value)
        case .success(let value) where base == "c2pa.soft-binding":
          manifest.softBindings.append(C2PASoftBinding.read(label: name, value))
        case .success(let value):
          manifest.ingredients.append(C2PAClaimFields.ingredient(value))
        case .failure(let failure):
          problems.append("\(label): assertion \(name) is unreadable: \(failure)")
        }
      }
    }
    if let signature = box.child(labelled: "c2pa.signature") {
      switch cbor(signature) {
      case .success(let value): manifest.signer = COSESignature(value).signer
      case .failure(let failure): problems.append("\(label): the signature is unreadable: \(failure)")
      }
    }
    return manifest
  }

  /// The assertions whose content the report shows.
  static let shown: Set<String> = [
    "c2pa.actions", "c2pa.ingredient", "c2pa.soft-binding", "c2pa.time-stamp", "c2pa.certificate-status",
  ]

  private func cbor(_ box: JUMBFBox) -> Result<CBORValue, CBORDecoder.Failure> {
    guard let payload = box.content("cbor") else { return .failure(.malformed("no cbor box")) }
    return CBORDecoder.decode(payload)
  }
}
