import MetaLensCore

/// One ingredient's delta: `{ingredientAssertionURI, manifest, codes}`.
extension C2PAIngredientDelta: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("ingredientAssertionURI", .string(ingredientAssertionURI)), ("manifest", manifestLabel.map(JSONValue.string)),
      ("codes", .array(statuses.map(\.json))),
    ])
  }
}
