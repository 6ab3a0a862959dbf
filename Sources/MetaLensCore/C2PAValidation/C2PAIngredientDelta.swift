/// What checking one ingredient's own manifest found, as c2pa-rs reports it
/// apart from the active manifest's statuses (`validation_results.
/// ingredientDeltas`, C2PA 2.1, 15.2.2): the ingredient assertion that names
/// the manifest, and the statuses of its hash, claim signature, time-stamp
/// and assertions' hashed URIs. A failure among them but an untrusted
/// signer makes the whole credential invalid, as c2pa-rs's
/// `ValidationResults::validation_state` does.
public struct C2PAIngredientDelta: Sendable, Hashable {
  /// `self#jumbf=/c2pa/<active manifest>/c2pa.assertions/c2pa.ingredient.v2`.
  public let ingredientAssertionURI: String
  /// The ingredient manifest's label; nil for an ingredient that names
  /// none (`ingredient.unknownProvenance`).
  public let manifestLabel: String?
  public let statuses: [C2PAStatus]

  public init(ingredientAssertionURI: String, manifestLabel: String?, statuses: [C2PAStatus]) {
    self.ingredientAssertionURI = ingredientAssertionURI
    self.manifestLabel = manifestLabel
    self.statuses = statuses
  }

  public var failures: [C2PAStatus] { statuses.filter { $0.kind == .failure } }
}
