/// A CAWG identity assertion (`cawg.identity`, CAWG Identity Assertion 1.1)
/// as checked apart from the claim signer: who asserts the identity, who
/// vouches for it, and its own statuses. c2pa-rs reports these statuses among
/// the active manifest's, with the identity assertion's URI
/// (`identity::validator::CawgValidator`); an identity's failure leaves the
/// claim's signer as it is, so the report shows the identity on a line of
/// its own rather than as the signer's trust.
public struct C2PAIdentity: Sendable, Hashable {
  /// What the identity's own checks came to.
  public enum State: String, Sendable, Hashable {
    /// A check of the identity failed (its structure, its binding to the
    /// claim, or its credential's signature or time-stamp).
    case invalid
    /// Its credential could not be checked offline (a `did:web` issuer).
    case unverified
    /// Its signature holds; its credential is on no trust list metalens has
    /// (metalens ships no CAWG trust anchors).
    case valid
  }

  /// The assertion's label as stored (`cawg.identity`, `cawg.identity__1`).
  public let label: String
  /// The credential type (`sig_type`): `cawg.x509.cose` or
  /// `cawg.identity_claims_aggregation`.
  public let signatureType: String
  /// Who asserts the identity: an X.509 credential's subject (common name,
  /// organisation), or the verified identities of an identity claims
  /// aggregation (`testuser23 (behance)`); nil when the credential names no one.
  public let name: String?
  /// Who vouches for it: the certificate's issuer, or the credential's DID.
  public let issuer: String?
  /// The identity's own statuses, with c2pa-rs's codes.
  public let statuses: [C2PAStatus]

  public init(label: String, signatureType: String, name: String?, issuer: String?, statuses: [C2PAStatus]) {
    self.label = label
    self.signatureType = signatureType
    self.name = name
    self.issuer = issuer
    self.statuses = statuses
  }

  /// Failures that only say the credential is not known to be trusted:
  /// metalens has no CAWG trust anchors and fetches nothing.
  static let trustOnly: Set<String> = ["cawg.x509.credential.untrusted", "cawg.ica.did_unavailable"]

  public var state: State {
    let failures = statuses.filter { $0.kind == .failure }
    if failures.contains(where: { !Self.trustOnly.contains($0.code) }) { return .invalid }
    return failures.contains { $0.code == "cawg.ica.did_unavailable" } ? .unverified : .valid
  }

  /// The failures that make it invalid.
  public var failures: [C2PAStatus] { statuses.filter { $0.kind == .failure && !Self.trustOnly.contains($0.code) } }
}
