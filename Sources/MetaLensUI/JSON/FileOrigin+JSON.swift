import MetaLensCore

/// The `report.fileOrigin` object: whether the file is the camera's original
/// file, what encoded it, and the platforms whose output its header matches
/// (ids in `platforms`, each match with its facts in `matches`).
extension FileOrigin: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("encoder", encoder)
      json.member("evidence", array: evidence)
      json.member("matches", array: platforms)
      json.member("platforms", array: platformIDs) { json, id in json.value(id) }
      json.member("state", state.rawValue)
    }
  }
}

extension FileOrigin {
  /// Each platform once, in the order of its first match (Meta has two
  /// fingerprints a file can match both of).
  var platformIDs: [String] {
    var seen: Set<String> = []
    return platforms.map(\.platform.rawValue).filter { seen.insert($0).inserted }
  }
}

extension EncoderIdentity: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("family", family.rawValue)
      json.member("huffman", huffman?.rawValue)
      json.member("progressive", progressive)
      json.member("quality", quality)
      json.member("qualityIsExact", quality == nil ? nil : qualityIsExact)
      json.member("subsampling", subsampling)
    }
  }
}

extension PlatformMatch: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("facts", array: facts) { json, fact in
        json.object { json in
          json.member("marker", fact.marker)
          json.member("value", fact.value)
        }
      }
      json.member("nameEvidence", nameEvidence)
      json.member("platform", platform.rawValue)
      json.member("sharedWith", sharedWith)
      json.member("variant", variant)
    }
  }
}
