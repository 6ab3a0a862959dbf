/// One entry of a manifest's `c2pa.actions` assertion: what was done to the
/// content (`c2pa.created`, `c2pa.edited`, `c2pa.opened`…), with what, and
/// how the content came to be (`digitalSourceType`).
public struct C2PAAction: Sendable, Hashable {
  public var action: String
  /// An IPTC digital source type URI.
  public var digitalSourceType: String?
  /// The software that acted, as "name version".
  public var softwareAgent: String?
  /// The time the action records, as stored.
  public var when: String?
  /// Plain-text parameters worth showing (`name`, `description`…), sorted by key.
  public var parameters: [String: String]

  public init(
    action: String, digitalSourceType: String? = nil, softwareAgent: String? = nil, when: String? = nil,
    parameters: [String: String] = [:]
  ) {
    self.action = action
    self.digitalSourceType = digitalSourceType
    self.softwareAgent = softwareAgent
    self.when = when
    self.parameters = parameters
  }
}
