/// Content a manifest says it was made from (`c2pa.ingredient`): the
/// `parentOf` ingredient is the file this one was edited from.
public struct C2PAIngredient: Sendable, Hashable {
  public var title: String?
  public var format: String?
  /// `parentOf`, `componentOf` or `inputTo`.
  public var relationship: String?
  public var instanceID: String?
  public var documentID: String?
  /// The label of the ingredient's own manifest in the store, when it has one.
  public var activeManifest: String?

  public init(
    title: String? = nil, format: String? = nil, relationship: String? = nil, instanceID: String? = nil,
    documentID: String? = nil, activeManifest: String? = nil
  ) {
    self.title = title
    self.format = format
    self.relationship = relationship
    self.instanceID = instanceID
    self.documentID = documentID
    self.activeManifest = activeManifest
  }
}
