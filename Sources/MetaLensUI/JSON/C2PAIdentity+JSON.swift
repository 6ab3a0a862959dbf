import MetaLensCore

/// One CAWG identity assertion in `provenance.c2pa.validation.identities`:
/// `{label, sigType, name, issuer, state, codes}`; `state` is the
/// identity's own (`valid`, `unverified`, `invalid`), not the credential's,
/// and `codes` are its statuses as they appear among the manifest's.
extension C2PAIdentity: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("label", .string(label)), ("sigType", .string(signatureType)), ("name", name.map(JSONValue.string)),
      ("issuer", issuer.map(JSONValue.string)), ("state", .string(state.rawValue)),
      ("codes", .array(statuses.map(\.json))),
    ])
  }
}
