extension C2PAValidator.Run {
  /// A `c2pa.hash.boxes` binding checked against the file's boxes, with
  /// c2pa-rs's codes. A format metalens cannot cut into boxes, or a box
  /// structure it cannot walk, is `assertion.boxesHash.malformed`: the
  /// binding could not be checked, so the credential is not called valid.
  mutating func boxesHash(_ box: JUMBFBox, claim: CBORValue, source: some RandomAccessBytes) throws(MetaLensError) {
    let url = manifestURL + "/c2pa.assertions/" + (box.label ?? "")
    guard let content = box.children.first(where: { $0.type == "cbor" }),
      case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
      let binding = BoxesHashBinding(value, defaultAlgorithm: claim["alg"]?.text ?? "sha256")
    else {
      add("assertion.boxesHash.malformed", .failure, url: url, "the boxes hash assertion is unreadable")
      return
    }
    guard let map = try AssetBoxMap.of(source) else {
      add(
        "assertion.boxesHash.malformed", .failure, url: url,
        "the file's boxes could not be listed (an unsupported format or a broken structure)")
      return
    }
    switch try binding.verify(source, map: map) {
    case .match: add("assertion.boxesHash.match", .success, url: url, "box hash valid")
    case .mismatch(let reason): add("assertion.boxesHash.mismatch", .failure, url: url, reason)
    case .unknownBox(let reason): add("assertion.boxesHash.unknownBox", .failure, url: url, reason)
    case .malformed(let reason): add("assertion.boxesHash.malformed", .failure, url: url, reason)
    case .unsupportedAlgorithm(let name):
      add("algorithm.unsupported", .failure, url: url, "unknown hash algorithm \(name)")
    }
  }
}
