/// The statuses the ingredient assertions of a store already record of
/// their ingredients (`validationStatus`, or a v3 ingredient's
/// `validationResults`), by code and URL. c2pa-rs reports as an
/// ingredient's delta only what was not recorded when the ingredient was
/// added (`ValidationResults::from_store`: "re-discovering a known fact is
/// not a delta"; `ValidationStatus` equality is code and URL), so an
/// ingredient whose signer had already expired, and said so, does not make
/// the credential invalid.
struct RecordedIngredientStatuses {
  private var recorded: Set<String> = []

  init(store: [UInt8], manifests: [JUMBFBox]) {
    for manifest in manifests {
      guard
        let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
      else { continue }
      for box in assertions.children where C2PAClaimFields.baseLabel(box.label ?? "") == "c2pa.ingredient" {
        guard let content = box.children.first(where: { $0.type == "cbor" }),
          case .success(let value) = CBORDecoder.decode(store[content.bodyRange])
        else { continue }
        var lists = [value["validationStatus"]]
        if let results = value["validationResults"] {
          let groups =
            [results["activeManifest"]] + (results["ingredientDeltas"]?.array ?? []).map { $0["validationDeltas"] }
          for group in groups { lists += ["success", "informational", "failure"].map { group?[$0] } }
        }
        for item in lists.compactMap({ $0?.array }).joined() {
          if let code = item["code"]?.text { recorded.insert(Self.key(code, item["url"]?.text)) }
        }
      }
    }
  }

  func contains(_ status: C2PAStatus) -> Bool { recorded.contains(Self.key(status.code, status.url)) }

  /// The delta without what was recorded; nil when nothing is left.
  func removing(from delta: C2PAIngredientDelta) -> C2PAIngredientDelta? {
    let left = delta.statuses.filter { !contains($0) }
    guard !left.isEmpty else { return nil }
    return C2PAIngredientDelta(
      ingredientAssertionURI: delta.ingredientAssertionURI, manifestLabel: delta.manifestLabel, statuses: left)
  }

  static func key(_ code: String, _ url: String?) -> String { code + "\u{0}" + (url ?? "") }
}
