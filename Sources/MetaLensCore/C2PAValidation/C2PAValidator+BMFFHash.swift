extension C2PAValidator.Run {
  /// A `c2pa.hash.bmff` binding (v1, v2 or v3) checked against the file's
  /// boxes, with c2pa-rs's codes. An assertion that cannot be a binding, a
  /// file whose boxes cannot be walked, an absurd Merkle tree or a Merkle
  /// form metalens does not check is `assertion.bmffHash.malformed`: the
  /// binding was not checked, so the credential is not called valid.
  mutating func bmffHash(_ box: JUMBFBox, claim: CBORValue, source: some RandomAccessBytes) throws(MetaLensError) {
    let label = box.label ?? ""
    let url = manifestURL + "/c2pa.assertions/" + label
    guard let content = box.children.first(where: { $0.type == "cbor" }),
      case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
      let binding = BMFFHashBinding(value, label: label, defaultAlgorithm: claim["alg"]?.text ?? "sha256")
    else {
      add("assertion.bmffHash.malformed", .failure, url: url, "the BMFF hash assertion is unreadable")
      return
    }
    switch try binding.verify(source) {
    case .match: add("assertion.bmffHash.match", .success, url: url, "BMFF hash valid")
    case .mismatch(let reason): add("assertion.bmffHash.mismatch", .failure, url: url, reason)
    case .malformed(let reason): add("assertion.bmffHash.malformed", .failure, url: url, reason)
    case .unsupportedAlgorithm(let name):
      add("algorithm.unsupported", .failure, url: url, "unknown hash algorithm \(name)")
    }
  }
}
