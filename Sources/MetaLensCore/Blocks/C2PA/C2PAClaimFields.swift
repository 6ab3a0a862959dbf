/// The fields of C2PA claims and assertions that metalens reports, taken
/// from their CBOR maps, for claim versions 1 and 2.
enum C2PAClaimFields {
  /// `c2pa.actions.v2__1` → `c2pa.actions`: without the instance and version
  /// suffixes.
  /// Read as UTF-8 bytes (labels are ASCII): searching the Characters cost
  /// 0.7% of a batch.
  static func baseLabel(_ label: String) -> String {
    let bytes = label.utf8
    var end = bytes.endIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let next = bytes.index(after: index)
      if bytes[index] == UInt8(ascii: "_"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "_") {
        end = index
        break
      }
      index = next
    }
    let base = bytes[bytes.startIndex..<end]
    if let dot = base.lastIndex(of: UInt8(ascii: ".")) {
      let suffix = base[base.index(after: dot)...]
      if suffix.count > 1, suffix.first == UInt8(ascii: "v"),
        suffix.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      {
        return String(label[..<dot])
      }
    }
    return String(label[..<end])
  }

  static func apply(_ claim: CBORValue, to manifest: inout C2PAManifest) {
    var generators: [String] = []
    if let list = claim["claim_generator_info"]?.array {
      generators = list.compactMap(software)
    } else if let single = claim["claim_generator_info"].flatMap(software) {
      generators = [single]
    }
    manifest.claimGeneratorInfo = generators
    manifest.claimGenerator = claim["claim_generator"]?.text ?? generators.first
    manifest.title = claim["dc:title"]?.text
    manifest.format = claim["dc:format"]?.text
    manifest.instanceID = claim["instanceID"]?.text
  }

  /// "name version" from a `{name, version}` map, or the text itself.
  static func software(_ value: CBORValue) -> String? {
    if let text = value.text { return text }
    guard let name = value["name"]?.text else { return nil }
    return [name, value["version"]?.text].compactMap { $0 }.joined(separator: " ")
  }

  static func actions(_ assertion: CBORValue) -> [C2PAAction] {
    (assertion["actions"]?.array ?? []).compactMap { entry in
      guard let name = entry["action"]?.text else { return nil }
      var parameters: [String: String] = [:]
      if case .map(let pairs) = entry["parameters"]?.untagged ?? .null {
        for (key, value) in pairs {
          if let key = key.text, let text = value.text { parameters[key] = text }
        }
      }
      return C2PAAction(
        action: name, digitalSourceType: entry["digitalSourceType"]?.text,
        softwareAgent: entry["softwareAgent"].flatMap(software), when: entry["when"]?.text, parameters: parameters)
    }
  }

  static func ingredient(_ assertion: CBORValue) -> C2PAIngredient {
    let reference = (assertion["activeManifest"] ?? assertion["c2pa_manifest"])?["url"]?.text
    return C2PAIngredient(
      title: assertion["dc:title"]?.text, format: assertion["dc:format"]?.text,
      relationship: assertion["relationship"]?.text, instanceID: assertion["instanceID"]?.text,
      documentID: assertion["documentID"]?.text, activeManifest: reference.flatMap(manifestLabel))
  }

  /// `self#jumbf=/c2pa/urn:c2pa:…/c2pa.claim` → `urn:c2pa:…`.
  static func manifestLabel(_ url: String) -> String? {
    guard let range = url.firstRange(of: "/c2pa/") else { return nil }
    let rest = url[range.upperBound...]
    return String(rest.split(separator: "/", maxSplits: 1).first ?? rest)
  }
}
