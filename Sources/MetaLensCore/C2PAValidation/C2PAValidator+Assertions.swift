extension C2PAValidator.Run {
  /// Each assertion the claim lists, hashed over its JUMBF superbox's
  /// contents (after the superbox header, description box included) and
  /// compared with the claim's hash.
  mutating func hashedURIs(_ claim: CBORValue, in manifest: JUMBFBox) {
    let algorithm = claim["alg"]?.text ?? "sha256"
    let listed =
      (claim["assertions"]?.array ?? []) + (claim["created_assertions"]?.array ?? [])
      + (claim["gathered_assertions"]?.array ?? [])
    for reference in listed {
      guard let url = reference["url"]?.text, let hash = reference["hash"]?.bytes else { continue }
      let absolute =
        manifestURL + "/c2pa.assertions/" + (url.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) ?? url)
      guard let box = assertion(at: url, in: manifest) else {
        add("assertion.missing", .failure, url: absolute, "assertion missing: \(url)")
        continue
      }
      guard let digest = c2paDigest(store[box.bodyRange], algorithm: reference["alg"]?.text ?? algorithm) else {
        add("algorithm.unsupported", .failure, url: absolute, "unknown hash algorithm")
        continue
      }
      if digest == hash {
        add("assertion.hashedURI.match", .success, url: absolute, "hashed uri matched: \(url)")
      } else {
        add("assertion.hashedURI.mismatch", .failure, url: absolute, "hash does not match assertion data: \(url)")
      }
      if let content = box.children.first(where: { $0.type == "cbor" }),
        case .failure = CBORDecoder.decode(store[content.bodyRange])
      {
        add("assertion.required.missing", .failure, url: manifestURL, "an assertion could not be loaded: \(url)")
      }
    }
  }

  /// The assertion box a `self#jumbf=` URI names, relative to this manifest
  /// or absolute.
  /// The manifest's assertions whose label, without instance and version,
  /// is `base`: each one's URL and its CBOR content, nil when it has none
  /// or it does not decode.
  func assertions(labelled base: String, in manifest: JUMBFBox) -> [(url: String, value: CBORValue?)] {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return [] }
    return assertions.children.filter { C2PAClaimFields.baseLabel($0.label ?? "") == base }.map { box in
      let content = box.children.first(where: { $0.type == "cbor" })
      let value = content.flatMap { try? CBORDecoder.decode(store[$0.bodyRange]).get() }
      return (manifestURL + "/c2pa.assertions/" + (box.label ?? ""), value)
    }
  }

  func assertion(at url: String, in manifest: JUMBFBox) -> JUMBFBox? {
    guard let label = url.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init),
      let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return nil }
    return assertions.children.first { $0.label == label }
  }

  /// The hard bindings (data, boxes and BMFF hashes) checked against the
  /// file's bytes.
  mutating func hardBinding(_ claim: CBORValue, in manifest: JUMBFBox, source: some RandomAccessBytes)
    throws(MetaLensError)
  {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else {
      add("claim.hardBindings.missing", .failure, url: manifestURL, "the claim has no hard binding")
      return
    }
    let bindings = assertions.children.filter { box in
      let base = C2PAClaimFields.baseLabel(box.label ?? "")
      return base == "c2pa.hash.data" || base == "c2pa.hash.boxes" || base.hasPrefix("c2pa.hash.bmff")
    }
    guard !bindings.isEmpty else {
      add("claim.hardBindings.missing", .failure, url: manifestURL, "the claim has no hard binding")
      return
    }
    for box in bindings where C2PAClaimFields.baseLabel(box.label ?? "") == "c2pa.hash.data" {
      let url = manifestURL + "/c2pa.assertions/" + (box.label ?? "")
      guard let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange]),
        let binding = DataHashBinding(value, defaultAlgorithm: claim["alg"]?.text ?? "sha256")
      else {
        add("assertion.dataHash.malformed", .failure, url: url, "the data hash assertion is unreadable")
        continue
      }
      if try binding.excludesManifest(in: source, container: container) == false {
        add(
          "assertion.dataHash.mismatch", .failure, url: url,
          "data hash exclusion does not match the manifest location in the asset")
      }
      switch try binding.matches(source) {
      case true?: add("assertion.dataHash.match", .success, url: url, "data hash valid")
      case false?: add("assertion.dataHash.mismatch", .failure, url: url, "the image changed after it was signed")
      case nil: add("algorithm.unsupported", .failure, url: url, "unknown hash algorithm \(binding.algorithm)")
      }
    }
    for box in bindings where C2PAClaimFields.baseLabel(box.label ?? "") == "c2pa.hash.boxes" {
      try boxesHash(box, claim: claim, source: source)
    }
    for box in bindings where C2PAClaimFields.baseLabel(box.label ?? "").hasPrefix("c2pa.hash.bmff") {
      try bmffHash(box, claim: claim, source: source)
    }
  }

  /// `contentauth:urn:uuid:…` from `self#jumbf=/c2pa/contentauth:urn:uuid:…`.
  static func manifestLabel(in url: String) -> String {
    let parts = url.split(separator: "/")
    if let index = parts.firstIndex(of: "c2pa"), index + 1 < parts.count { return String(parts[index + 1]) }
    return parts.last.map(String.init) ?? url
  }
}
