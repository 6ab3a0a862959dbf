import FoundationEssentials

/// An identity claims aggregation (CAWG Identity Assertion 1.1, section 8.1):
/// a W3C verifiable credential, signed as a COSE_Sign1 with its payload
/// inside, whose issuer is a DID. metalens checks what needs no network:
/// that the signature is a COSE_Sign1, that the issuer's DID method is one
/// c2pa-rs resolves, and, for `did:jwk` (the key is in the DID itself), the
/// Ed25519 signature, and the credential's own time-stamp. A `did:web` issuer would need its document fetched:
/// metalens never fetches, so, like c2pa-rs offline, it reports the DID as
/// unavailable.
struct IdentityClaimsAggregation {
  /// One status of the credential, with c2pa-rs's code.
  struct Finding: Equatable {
    let code: String
    let kind: C2PAStatus.Kind
    let explanation: String
  }

  /// The credential's statuses in c2pa-rs's order: its structure, its
  /// issuer's signature, then its time-stamp. A structural failure stops
  /// the checks, as it does in c2pa-rs.
  static func findings(signature: [UInt8]) -> [Finding] {
    guard case .success(let value) = CBORDecoder.decode(signature[...]), let cose = COSESign1(value),
      let parts = value.array, let payload = parts[2].bytes
    else {
      return [
        Finding(
          code: "cawg.ica.invalid_cose_sign1", kind: .failure,
          explanation: "the identity credential is not a COSE_Sign1")
      ]
    }
    guard let issuer = try? JSONDecoder().decode(VerifiableCredentialIssuer.self, from: Data(payload)).issuer else {
      return [
        Finding(
          code: "cawg.ica.invalid_verifiable_credential", kind: .failure,
          explanation: "the identity credential is not a verifiable credential")
      ]
    }
    var found: [Finding] = []
    if let failure = issuerFailure(issuer, cose: cose, payload: payload) {
      found.append(Finding(code: failure.code, kind: .failure, explanation: failure.explanation))
    }
    found += timeStamp(parts[1], cose: cose, payload: payload)
    return found
  }

  /// Who the credential names (its verified identities) and its issuer's
  /// DID, for the report; nil where it cannot be read.
  static func subject(signature: [UInt8]) -> (name: String?, issuer: String?) {
    guard case .success(let value) = CBORDecoder.decode(signature[...]), let parts = value.untagged.array,
      parts.count == 4, let payload = parts[2].bytes
    else { return (nil, nil) }
    let names = (try? JSONDecoder().decode(VerifiedIdentityNames.self, from: Data(payload)))?.names ?? []
    let issuer = try? JSONDecoder().decode(VerifiableCredentialIssuer.self, from: Data(payload)).issuer
    return (names.isEmpty ? nil : names.joined(separator: ", "), issuer)
  }

  /// The issuer's signature: offline, only a `did:jwk` issuer can be
  /// checked.
  static func issuerFailure(_ issuer: String, cose: COSESign1, payload: [UInt8]) -> (code: String, explanation: String)?
  {
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

  /// The credential's own time-stamp (CAWG Identity Assertion 1.1, 8.1.1.4;
  /// stored as a C2PA claim signature's is, over the credential): c2pa-rs
  /// verifies it with no trust list for its authority, and any fault is
  /// `cawg.ica.time_stamp.invalid`.
  static func timeStamp(_ unprotected: CBORValue, cose: COSESign1, payload: [UInt8]) -> [Finding] {
    guard let (storage, tokens) = TimeStampStorage.tokens(in: unprotected), !tokens.isEmpty else { return [] }
    let verdict =
      tokens.count == 1
      ? TimeStampVerification.verify(
        token: tokens[0], protectedHeader: cose.protectedBytes,
        data: storage.covered(payload: payload[...], signature: cose.signature))
      : TimeStampVerification.Verdict(outcome: .malformed("only one time-stamp is allowed"))
    switch verdict.outcome {
    case .validated:
      return [
        Finding(
          code: "cawg.ica.time_stamp.validated", kind: .success, explanation: "the credential's time-stamp is valid")
      ]
    case .mismatch(let reason), .malformed(let reason), .untrusted(let reason), .outsideValidity(let reason):
      return [
        Finding(
          code: "cawg.ica.time_stamp.invalid", kind: .failure,
          explanation: "the credential's time-stamp does not hold: \(reason)")
      ]
    }
  }

  /// The Ed25519 key of a `did:jwk` DID: base64url JSON of an OKP JWK
  /// (RFC 8037), up to any `#fragment`.
  static func jwkKey(_ did: String) -> VerifyingKey? {
    let encoded = did.dropFirst("did:jwk:".count).prefix { $0 != "#" }
    guard let json = base64URL(String(encoded)), let jwk = try? JSONDecoder().decode(JWK.self, from: json),
      jwk.kty == "OKP", jwk.crv == "Ed25519", let x = jwk.x.flatMap(base64URL), x.count == 32
    else { return nil }
    return VerifyingKey(ed25519: Array(x))
  }

  static func base64URL(_ text: String) -> Data? {
    var standard = String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard)
  }
}

/// The fields of an OKP JSON Web Key (RFC 8037) a `did:jwk` is checked by.
private struct JWK: Decodable {
  let kty: String?
  let crv: String?
  let x: String?
}
