/// One manifest of a C2PA store: its claim, the assertions it makes and who
/// signed it.
public struct C2PAManifest: Sendable, Hashable {
  /// The manifest's label, a URN such as `urn:c2pa:…` or `contentauth:urn:uuid:…`.
  public var label: String
  /// 1 for `c2pa.claim`, 2 for `c2pa.claim.v2`.
  public var claimVersion: Int?
  /// The claim's `claim_generator` text (claim v1), or the first generator's
  /// name and version from `claim_generator_info`.
  public var claimGenerator: String?
  /// Each `claim_generator_info` entry as "name version".
  public var claimGeneratorInfo: [String]
  public var title: String?
  public var format: String?
  public var instanceID: String?
  public var signer: C2PASigner?
  public var actions: [C2PAAction]
  public var ingredients: [C2PAIngredient]
  /// The labels of every assertion, in stored order.
  public var assertionLabels: [String]
  /// Whether this is an update manifest (`c2um`).
  public var isUpdate: Bool
  /// The soft bindings (`c2pa.soft-binding`), in stored order.
  public var softBindings: [C2PASoftBinding]
  /// The entries of its `c2pa.time-stamp` assertions.
  public var timeStamps: [C2PATimeStampAssertion] = []
  /// How many OCSP responses its `c2pa.certificate-status` assertions staple
  /// (C2PA 2.1's certificate status assertion), nil without one. Not checked: metalens has no OCSP.
  public var stapledOCSPResponses: Int?

  public init(
    label: String, claimVersion: Int? = nil, claimGenerator: String? = nil, claimGeneratorInfo: [String] = [],
    title: String? = nil, format: String? = nil, instanceID: String? = nil, signer: C2PASigner? = nil,
    actions: [C2PAAction] = [], ingredients: [C2PAIngredient] = [], assertionLabels: [String] = [],
    isUpdate: Bool = false, softBindings: [C2PASoftBinding] = []
  ) {
    self.label = label
    self.claimVersion = claimVersion
    self.claimGenerator = claimGenerator
    self.claimGeneratorInfo = claimGeneratorInfo
    self.title = title
    self.format = format
    self.instanceID = instanceID
    self.signer = signer
    self.actions = actions
    self.ingredients = ingredients
    self.assertionLabels = assertionLabels
    self.isUpdate = isUpdate
    self.softBindings = softBindings
  }
}
