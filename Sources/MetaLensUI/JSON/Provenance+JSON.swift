import MetaLensCore

/// The `provenance` object: the C2PA manifest store as read, with what was
/// what checking it found in `validation`.
extension Provenance: JSONValueRepresentable {
  public var json: JSONValue {
    .members([("c2pa", c2paJSON), ("remoteManifest", remoteManifest.map(JSONValue.string))])
  }

  private var c2paJSON: JSONValue {
    guard let store = c2pa else { return .members([("present", .bool(false))]) }
    let active = store.activeManifest
    return .members([
      ("present", .bool(true)), ("container", .string(store.container)), ("byteCount", .int(Int64(store.byteCount))),
      ("activeManifest", active.map { .string($0.label) }),
      ("claimGenerator", active?.claimGenerator.map(JSONValue.string)),
      ("title", active?.title.map(JSONValue.string)), ("format", active?.format.map(JSONValue.string)),
      ("instanceID", active?.instanceID.map(JSONValue.string)),
      ("signer", active?.signer.map(Self.signer)),
      ("actions", active.map { .array($0.actions.map(Self.action)) }),
      ("ingredients", active.map { .array($0.ingredients.map(Self.ingredient)) }),
      ("softBindings", active.flatMap { $0.softBindings.isEmpty ? nil : .array($0.softBindings.map(\.json)) }),
      ("timeStamps", active.flatMap { $0.timeStamps.isEmpty ? nil : .array($0.timeStamps.map(Self.timeStamp)) }),
      (
        "certificateStatus",
        active?.stapledOCSPResponses.map { .members([("ocspResponses", .int(Int64($0)))]) }
      ),
      ("manifests", .array(store.manifests.map(Self.manifest))),
      ("problems", .array(store.problems.map(JSONValue.string))),
      ("validation", validationJSON),
    ])
  }

  /// `{state, codes, trust, explanation, ingredientDeltas}`; `not_verified`
  /// when no manifest could be checked. `ingredientDeltas` only when an
  /// ingredient's manifest was checked: `[{ingredientAssertionURI,
  /// manifest, codes}]`, c2pa-rs's `validation_results.ingredientDeltas`
  /// with the codes listed as the active manifest's are. `identities` only
  /// when the manifest has CAWG identity assertions (`C2PAIdentity`).
  private var validationJSON: JSONValue {
    guard let validation else {
      return .members([
        ("state", .string("not_verified")), ("explanation", .string(validationExplanation)), ("codes", .array([])),
      ])
    }
    return .members([
      ("state", .string(validation.state.rawValue)), ("explanation", .string(validationExplanation)),
      ("codes", .array(validation.statuses.map(\.json))),
      (
        "trust",
        .members([
          ("lists", .array(validation.trustLists.map(JSONValue.string))),
          ("anchor", validation.anchor.map(JSONValue.string)),
          ("list", validation.anchorList.map(JSONValue.string)),
        ])
      ),
      ("ingredientDeltas", validation.ingredientDeltas.isEmpty ? nil : .array(validation.ingredientDeltas.map(\.json))),
      ("identities", validation.identities.isEmpty ? nil : .array(validation.identities.map(\.json))),
    ])
  }

  private static func manifest(_ manifest: C2PAManifest) -> JSONValue {
    .members([
      ("label", .string(manifest.label)), ("claimVersion", manifest.claimVersion.map { .int(Int64($0)) }),
      ("claimGenerator", manifest.claimGenerator.map(JSONValue.string)),
      ("claimGeneratorInfo", .array(manifest.claimGeneratorInfo.map(JSONValue.string))),
      ("assertions", .array(manifest.assertionLabels.map(JSONValue.string))), ("update", .bool(manifest.isUpdate)),
    ])
  }

  private static func timeStamp(_ stamp: C2PATimeStampAssertion) -> JSONValue {
    .members([("manifest", .string(stamp.manifest)), ("time", stamp.time.map(JSONValue.string))])
  }

  private static func signer(_ signer: C2PASigner) -> JSONValue {
    .members([
      ("commonName", signer.commonName.map(JSONValue.string)),
      ("organization", signer.organization.map(JSONValue.string)),
      ("issuer", signer.issuer.map(JSONValue.string)), ("serialNumber", signer.serialNumber.map(JSONValue.string)),
      ("algorithm", signer.algorithm.map(JSONValue.string)), ("timeStamp", signer.timeStamp.map(JSONValue.string)),
    ])
  }

  private static func action(_ action: C2PAAction) -> JSONValue {
    .members([
      ("action", .string(action.action)), ("digitalSourceType", action.digitalSourceType.map(JSONValue.string)),
      ("softwareAgent", action.softwareAgent.map(JSONValue.string)), ("when", action.when.map(JSONValue.string)),
      ("parameters", action.parameters.isEmpty ? nil : .members(action.parameters.map { ($0.key, .string($0.value)) })),
    ])
  }

  private static func ingredient(_ ingredient: C2PAIngredient) -> JSONValue {
    .members([
      ("title", ingredient.title.map(JSONValue.string)), ("format", ingredient.format.map(JSONValue.string)),
      ("relationship", ingredient.relationship.map(JSONValue.string)),
      ("instanceID", ingredient.instanceID.map(JSONValue.string)),
      ("documentID", ingredient.documentID.map(JSONValue.string)),
      ("activeManifest", ingredient.activeManifest.map(JSONValue.string)),
    ])
  }
}
