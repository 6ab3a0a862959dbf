internal import Crypto
internal import SwiftASN1
internal import _CryptoExtras

/// A public key from a certificate's SubjectPublicKeyInfo, and the signature
/// checks C2PA needs, all done by swift-crypto: ECDSA over P-256, P-384 and
/// P-521, RSA with PKCS#1 v1.5 (certificates) or PSS padding, and Ed25519.
///
/// A struct with a kind rather than an enum with a payload per case: Swift
/// keeps a multi-payload enum's case in the spare bits of the array pointer,
/// which LeakSanitizer cannot follow (the bundled trust list, held for the
/// whole run, was reported as leaked).
struct VerifyingKey: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case p256, p384, p521
    /// The bytes are a PKCS#1 RSAPublicKey (the key of rsaEncryption and
    /// RSASSA-PSS SPKIs).
    case rsa
    case ed25519
  }

  let kind: Kind
  let bytes: [UInt8]
  /// An RSA key's whole SubjectPublicKeyInfo. swift-crypto reads an RSA key
  /// as an SPKI first and as PKCS#1 only after that fails, and the failure
  /// is a thrown error whose description costs more than the signature
  /// check: handing it the SPKI spares that.
  let rsaSPKI: [UInt8]

  /// An Ed25519 key from its 32 raw bytes (a JWK's `x`).
  init(ed25519 raw: [UInt8]) {
    kind = .ed25519
    bytes = raw
    rsaSPKI = []
  }

  init?(spki node: ASN1Node) {
    let parts = node.constructedChildren
    guard parts.count == 2, let bits = try? ASN1BitString(derEncoded: parts[1]) else { return nil }
    let algorithm = parts[0].constructedChildren
    guard let oid = algorithm.first.flatMap({ try? ASN1ObjectIdentifier(derEncoded: $0) })?.description else {
      return nil
    }
    let key = Array(bits.bytes)
    switch oid {
    case "1.2.840.10045.2.1":
      let curve = algorithm.count > 1 ? (try? ASN1ObjectIdentifier(derEncoded: algorithm[1]))?.description : nil
      switch curve {
      case "1.2.840.10045.3.1.7": kind = .p256
      case "1.3.132.0.34": kind = .p384
      case "1.3.132.0.35": kind = .p521
      default: return nil
      }
    case "1.2.840.113549.1.1.1", "1.2.840.113549.1.1.10": kind = .rsa
    case "1.3.101.112": kind = .ed25519
    default: return nil
    }
    bytes = key
    rsaSPKI = kind == .rsa ? Array(node.encodedBytes) : []
  }

  /// A COSE signature (raw r||s for ECDSA; RFC 9053) with COSE algorithm
  /// `algorithm` over `message`; nil for an algorithm C2PA does not allow.
  func isValid(coseSignature signature: [UInt8], algorithm: Int64?, over message: [UInt8]) -> Bool? {
    let key = bytes
    switch (algorithm, kind) {
    case (-7, .p256):
      guard let key = try? P256.Signing.PublicKey(x963Representation: key),
        let parsed = try? P256.Signing.ECDSASignature(rawRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: SHA256.hash(data: message))
    case (-35, .p384):
      guard let key = try? P384.Signing.PublicKey(x963Representation: key),
        let parsed = try? P384.Signing.ECDSASignature(rawRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: SHA384.hash(data: message))
    case (-36, .p521):
      guard let key = try? P521.Signing.PublicKey(x963Representation: key),
        let parsed = try? P521.Signing.ECDSASignature(rawRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: SHA512.hash(data: message))
    case (-37, .rsa), (-38, .rsa), (-39, .rsa):
      return rsa(signature, over: message, hash: algorithm == -37 ? 256 : algorithm == -38 ? 384 : 512, pss: true)
    case (-8, .ed25519):
      guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: key) else { return false }
      return key.isValidSignature(signature, for: message)
    case (-7, _), (-35, _), (-36, _), (-37, _), (-38, _), (-39, _), (-8, _):
      return false  // a known algorithm with the wrong kind of key
    default:
      return nil
    }
  }

  /// Whether an ECDSA COSE signature is in DER form (an `ECDSA-Sig-Value`)
  /// instead of raw r‖s: c2pa-rs 0.91 refuses it as an unsupported
  /// signature format, `signingCredential.invalid` ("EC signature should be
  /// in P1363 r|s format"; `sdk/src/crypto/raw_signature/.../ecdsa_validator.rs`).
  static func isDERForm(coseSignature signature: [UInt8], algorithm: Int64?) -> Bool {
    switch algorithm {
    case -7: signature.count != 64 && (try? P256.Signing.ECDSASignature(derRepresentation: signature)) != nil
    case -35: signature.count != 96 && (try? P384.Signing.ECDSASignature(derRepresentation: signature)) != nil
    case -36: signature.count != 132 && (try? P521.Signing.ECDSASignature(derRepresentation: signature)) != nil
    default: false
    }
  }

  /// An X.509 certificate signature (DER ECDSA, PKCS#1 v1.5, PSS or Ed25519)
  /// with the signature algorithm's OID over the TBS bytes.
  func isValid(x509Signature signature: [UInt8], algorithm: String, over message: [UInt8]) -> Bool {
    let hashes: [String: Int] = [
      "1.2.840.10045.4.3.2": 256, "1.2.840.10045.4.3.3": 384, "1.2.840.10045.4.3.4": 512,
      "1.2.840.113549.1.1.11": 256, "1.2.840.113549.1.1.12": 384, "1.2.840.113549.1.1.13": 512,
    ]
    switch (algorithm, kind) {
    case ("1.2.840.113549.1.1.10", .rsa):
      // The PSS parameters name the hash; trying the three C2PA allows is
      // the same check without reading them.
      return [256, 384, 512].contains { rsa(signature, over: message, hash: $0, pss: true) }
    case (_, .rsa):
      guard let bits = hashes[algorithm] else { return false }
      return rsa(signature, over: message, hash: bits, pss: false)
    case ("1.3.101.112", .ed25519):
      guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes) else { return false }
      return key.isValidSignature(signature, for: message)
    default:
      guard let bits = hashes[algorithm] else { return false }
      return ecdsa(derSignature: signature, over: message, hash: bits)
    }
  }

  private func digest(_ message: [UInt8], bits: Int) -> any Digest {
    switch bits {
    case 384: SHA384.hash(data: message)
    case 512: SHA512.hash(data: message)
    default: SHA256.hash(data: message)
    }
  }

  private func ecdsa(derSignature signature: [UInt8], over message: [UInt8], hash bits: Int) -> Bool {
    let digest = digest(message, bits: bits)
    let key = bytes
    switch kind {
    case .p256:
      guard let key = try? P256.Signing.PublicKey(x963Representation: key),
        let parsed = try? P256.Signing.ECDSASignature(derRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: digest)
    case .p384:
      guard let key = try? P384.Signing.PublicKey(x963Representation: key),
        let parsed = try? P384.Signing.ECDSASignature(derRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: digest)
    case .p521:
      guard let key = try? P521.Signing.PublicKey(x963Representation: key),
        let parsed = try? P521.Signing.ECDSASignature(derRepresentation: signature)
      else { return false }
      return key.isValidSignature(parsed, for: digest)
    default:
      return false
    }
  }

  private func rsa(_ signature: [UInt8], over message: [UInt8], hash bits: Int, pss: Bool) -> Bool {
    guard kind == .rsa, let key = try? _RSA.Signing.PublicKey(derRepresentation: rsaSPKI) else { return false }
    let parsed = _RSA.Signing.RSASignature(rawRepresentation: signature)
    let padding: _RSA.Signing.Padding = pss ? .PSS : .insecurePKCS1v1_5
    switch bits {
    case 384: return key.isValidSignature(parsed, for: SHA384.hash(data: message), padding: padding)
    case 512: return key.isValidSignature(parsed, for: SHA512.hash(data: message), padding: padding)
    default: return key.isValidSignature(parsed, for: SHA256.hash(data: message), padding: padding)
    }
  }
}
