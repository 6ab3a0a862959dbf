internal import SwiftASN1

/// The parts of an X.509 certificate (RFC 5280, 4.1) that only C2PA's
/// certificate profile looks at, read from its DER apart from
/// `C2PACertificate` so the certificates of the trust lists, which are never
/// profiled, do not carry them: each extension with its critical flag, the
/// unique identifiers, and the parameters of the signature and key
/// algorithms.
struct CertificateProfileFields {
  let extensions: [C2PACertificate.Extension]
  /// An issuerUniqueID or subjectUniqueID (RFC 5280, 4.1.2.8) is present.
  let hasUniqueIdentifier: Bool
  /// The signature AlgorithmIdentifier's parameters, when present.
  let signatureParameters: ASN1Node?
  let keyAlgorithm: String
  /// The SubjectPublicKeyInfo AlgorithmIdentifier's parameters, when present.
  let keyParameters: ASN1Node?

  init?(der: [UInt8]) {
    guard let root = try? DER.parse(der) else { return nil }
    let parts = root.constructedChildren
    guard parts.count == 3 else { return nil }
    var fields = Array(parts[0].constructedChildren)
    if let first = fields.first, first.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) {
      fields.removeFirst()
    }
    guard fields.count >= 6 else { return nil }
    let trailing = fields.dropFirst(6).filter { $0.identifier.tagClass == .contextSpecific }
    hasUniqueIdentifier = trailing.contains { $0.identifier.tagNumber == 1 || $0.identifier.tagNumber == 2 }
    extensions = C2PACertificate.extensions(fields)
    signatureParameters = parts[1].constructedChildren.dropFirst().first
    let keyInfo = Array(fields[5].constructedChildren.first?.constructedChildren ?? [])
    guard let oid = keyInfo.first.flatMap({ try? ASN1ObjectIdentifier(derEncoded: $0) }) else { return nil }
    keyAlgorithm = oid.description
    keyParameters = keyInfo.dropFirst().first
  }

  /// The hash OIDs of RSASSA-PSS parameters (RFC 4055, 3.1): `[0]
  /// hashAlgorithm` and the hash of `[1] maskGenAlgorithm` (MGF1), in that
  /// order as c2pa-rs reads them; nil when they are not written that way.
  var pssHashes: (hash: String, maskHash: String)? {
    let items = Array(signatureParameters?.constructedChildren ?? [])
    guard items.count >= 2,
      items[0].identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific),
      items[1].identifier == ASN1Identifier(tagWithNumber: 1, tagClass: .contextSpecific),
      let hash = Self.algorithm(items[0].constructedChildren.first),
      let mask = items[1].constructedChildren.first?.constructedChildren.dropFirst().first,
      let maskHash = Self.algorithm(mask)
    else { return nil }
    return (hash, maskHash)
  }

  /// The OID of an AlgorithmIdentifier.
  static func algorithm(_ node: ASN1Node?) -> String? {
    (node?.constructedChildren.first).flatMap { try? ASN1ObjectIdentifier(derEncoded: $0) }?.description
  }

  /// The bit length of an RSA key's modulus and whether its public exponent
  /// is odd and at least 3, from the PKCS#1 RSAPublicKey (RFC 8017, A.1.1).
  static func rsa(_ publicKey: [UInt8]) -> (bits: Int, goodExponent: Bool)? {
    guard let node = try? DER.parse(publicKey) else { return nil }
    let items = Array(node.constructedChildren)
    guard items.count >= 2, case .primitive(let modulus) = items[0].content,
      case .primitive(let exponent) = items[1].content
    else { return nil }
    let digits = modulus.drop { $0 == 0 }
    let bits = digits.first.map { (digits.count - 1) * 8 + (8 - $0.leadingZeroBitCount) } ?? 0
    let negative = exponent.first.map { $0 & 0x80 != 0 } ?? true
    let value = exponent.drop { $0 == 0 }
    let atLeastThree = value.count > 1 || (value.first ?? 0) >= 3
    return (bits, !negative && atLeastThree && (value.last ?? 0) & 1 == 1)
  }
}
