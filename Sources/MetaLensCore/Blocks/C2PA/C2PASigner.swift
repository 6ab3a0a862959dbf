/// Who signed a manifest, as the first certificate of its COSE `x5chain`
/// says. Read, not validated: the chain is not checked against any trust list.
public struct C2PASigner: Sendable, Hashable {
  public var commonName: String?
  public var organization: String?
  /// The issuer's common name, or its organisation when it has none.
  public var issuer: String?
  public var serialNumber: String?
  /// The COSE signature algorithm (`ES256`, `PS256`…).
  public var algorithm: String?
  /// The time of the RFC 3161 time-stamp, when the signature carries one
  /// (ISO 8601, UTC).
  public var timeStamp: String?

  /// The name a report gives the signer: its organisation, else its
  /// common name.
  public var name: String? { organization ?? commonName }

  public init(
    commonName: String? = nil, organization: String? = nil, issuer: String? = nil, serialNumber: String? = nil,
    algorithm: String? = nil, timeStamp: String? = nil
  ) {
    self.commonName = commonName
    self.organization = organization
    self.issuer = issuer
    self.serialNumber = serialNumber
    self.algorithm = algorithm
    self.timeStamp = timeStamp
  }
}
