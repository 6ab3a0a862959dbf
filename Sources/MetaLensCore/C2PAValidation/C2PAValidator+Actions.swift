extension C2PAValidator.Run {
  /// The rules c2pa-rs 0.91 applies to a claim's actions assertions
  /// (`Claim::verify_actions` in `sdk/src/claim.rs`; C2PA 2.1, 15.10.3.2):
  /// every actions assertion lists at least one action, a v1 claim has at
  /// most one; for a v2 claim that is not an update manifest, the first
  /// actions assertion (created, else gathered) starts with `c2pa.created`
  /// or `c2pa.opened`, only one such action exists and only in the first
  /// actions assertion, `c2pa.created` names its `digitalSourceType`, and
  /// `c2pa.opened`, `c2pa.placed` and `c2pa.removed` name their
  /// ingredients. As c2pa-rs, the rules read the assertion's CBOR even when
  /// its hashed URI does not match; an action c2pa-rs does not know is not
  /// itself a failure.
  mutating func actions(_ claim: CBORValue, in manifest: JUMBFBox, version: Int, updateManifest: Bool) {
    let created = actionsAssertions(claim, version < 2 ? "assertions" : "created_assertions", in: manifest)
    let gathered = version < 2 ? [] : actionsAssertions(claim, "gathered_assertions", in: manifest)
    let all = created + gathered
    if version < 2, all.count > 1 {
      add(
        "assertion.action.malformed", .failure, url: manifestLabel,
        "only one actions assertion is allowed in a v1 claim")
    }
    if let empty = all.first(where: \.actions.isEmpty) {
      add("assertion.action.malformed", .failure, url: empty.url, "an actions assertion lists no action")
      return
    }
    // c2pa-rs checks no further in a v1 claim unless told to be strict.
    guard version >= 2 else { return }
    let opening = ["c2pa.created", "c2pa.opened"]
    let first = [created.first, gathered.first].compactMap { $0 }.first {
      opening.contains($0.actions.first?["action"]?.text ?? "")
    }
    if first == nil, !updateManifest {
      add("assertion.action.malformed", .failure, url: manifestLabel, "first action must be created or opened")
    }
    let openings = all.flatMap(\.actions).filter { opening.contains($0["action"]?.text ?? "") }
    if openings.count > 1 {
      add(
        "assertion.action.malformed", .failure, url: manifestLabel,
        "cannot have more than one c2pa.created or c2pa.opened action")
    }
    for (index, assertion) in all.enumerated() {
      for action in assertion.actions {
        actionRules(action, in: assertion.url, index: index, first: first?.url)
      }
    }
  }

  /// The actions assertions the claim lists under `key`, decoded, each
  /// with its URL.
  func actionsAssertions(_ claim: CBORValue, _ key: String, in manifest: JUMBFBox) -> [(
    url: String, actions: [CBORValue]
  )] {
    (claim[key]?.array ?? []).compactMap { reference in
      guard let url = reference["url"]?.text, let box = assertion(at: url, in: manifest),
        let label = box.label, C2PAClaimFields.baseLabel(label) == "c2pa.actions",
        let content = box.children.first(where: { $0.type == "cbor" }),
        case .success(let value) = CBORDecoder.decode(store[content.bodyRange])
      else { return nil }
      return (manifestURL + "/c2pa.assertions/" + label, value["actions"]?.array ?? [])
    }
  }

  /// One action's own rules.
  /// `first` is the actions assertion that opens the history, if any.
  private mutating func actionRules(_ action: CBORValue, in url: String, index: Int, first: String?) {
    let name = action["action"]?.text ?? ""
    if name.isEmpty { add("assertion.action.malformed", .failure, url: url, "an action has no action name") }
    let opening = name == "c2pa.created" || name == "c2pa.opened"
    if opening, let first, first != url {
      add("assertion.action.malformed", .failure, url: url, "only the first actions assertion can create or open")
    }
    if opening, index != 0 {
      add("assertion.action.malformed", .failure, url: url, "created or opened must be the first action")
    }
    if name == "c2pa.created", action["digitalSourceType"]?.text == nil {
      add("assertion.action.malformed", .failure, url: url, "c2pa.created action must have a digitalSourceType")
    }
    if ["c2pa.opened", "c2pa.placed", "c2pa.removed"].contains(name) {
      let parameters = action["parameters"]
      if parameters?["ingredient"] == nil, parameters?["ingredients"] == nil {
        add(
          "assertion.action.ingredientMismatch", .failure, url: url,
          "opened, placed and removed actions must name their ingredients")
      }
    }
  }
}
