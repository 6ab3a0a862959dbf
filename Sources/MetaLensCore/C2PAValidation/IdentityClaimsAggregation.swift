import Foundation

/// An identity claims aggregation (CAWG Identity Assertion 1.1, section 8.1):
/// a W3C verifiable credential, signed as a COSE_Sign1 with its payload
/// inside, whose issuer is a DID. metalens checks what needs no network:
/// that the signature is a COSE_Sign1, that the issuer's DID method is one
/// c2pa-rs resolves, and, for `did:jwk` (the key is in the DID itself), the
/// Ed25519 signature. A `did:web` issuer would need its document fetched:
/// metalens never fetches, so, like c2pa-rs offline, it reports the DID as
/// unavailable. The credential's time-stamp is not verified.
struct IdentityClaimsAggregation {
  /// The c2pa-rs failure code, or nil when the checks hold.
  static func failure(signature: [UInt8]) -> (code: String, explanation: String)? {
    guard case .success(let value) = CBORDecoder.decode(signature[...]), let cose = COSESign1(value),
      let payload = value.array?[2].bytes
    else { return ("cawg.ica.invalid_cose_sign1", "the identity credential is not a COSE_Sign1") }
    guard let credential = try? JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any],
      let issuer = (credential["issuer"] as? String) ?? ((credential["issuer"] as? [String: Any])?["id"] as? String)
    else { return ("cawg.ica.invalid_verifiable_credential", "the identity credential is not a verifiable credential") }
    if issuer.hasPrefix("did:web:") {
      return ("cawg.ica.did_unavailable", "the issuer's DID (\(issuer)) is not fetched: metalens works offline")
    }
    guard issuer.hasPrefix("did:jwk:") else {
      return ("cawg.ica.invalid_issuer", "the issuer's DID method is not supported: \(issuer)")
    }
    guard let key = jwkKey(issuer),
      key.isValid(
        coseSignature: cose.signature, algorithm: cose.algorithm, over: cose.signedBytes(payload: payload[...]))
        == true
    else {
      return ("cawg.ica.signature_mismatch", "the identity credential's signature does not match its issuer's key")
    }
    return nil
  }

  /// The Ed25519 key of a `did:jwk` DID: base64url JSON of an OKP JWK
  /// (RFC 8037), up to any `#fragment`.
  static func jwkKey(_ did: String) -> VerifyingKey? {
    let encoded = did.dropFirst("did:jwk:".count).prefix { $0 != "#" }
    guard let json = base64URL(String(encoded)),
      let jwk = try? JSONSerialization.jsonObject(with: json) as? [String: Any], jwk["kty"] as? String == "OKP",
      jwk["crv"] as? String == "Ed25519", let x = (jwk["x"] as? String).flatMap(base64URL), x.count == 32
    else { return nil }
    return VerifyingKey(ed25519: Array(x))
  }

  static func base64URL(_ text: String) -> Data? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard)
  }
}
