import Crypto
import SwiftASN1

/// A minimal X.509 v3 certificate (RFC 5280) for a P-256 key, written with
/// swift-asn1's DER serializer and signed with swift-crypto: a fixture root
/// (self-signed) or a certificate that root issues, for a C2PA signer or a
/// time-stamp authority in tests. What it holds is a
/// `FixtureCertificateProfile`; the extensions come in the order c2pa-rs's
/// own test certificates have them.
enum FixtureCertificate {
  /// The key and name that sign a certificate.
  struct Issuer {
    let key: P256.Signing.PrivateKey
    let commonName: String
  }

  /// A self-signed root for `key`.
  static func root(_ key: P256.Signing.PrivateKey, commonName: String) throws -> [UInt8] {
    try issue(.root(commonName), for: key.publicKey, by: Issuer(key: key, commonName: commonName))
  }

  /// A certificate for `subjectKey` as `profile` describes it, signed by
  /// `issuer` (ecdsa-with-SHA256).
  static func issue(
    _ profile: FixtureCertificateProfile, for subjectKey: P256.Signing.PublicKey, by issuer: Issuer
  ) throws -> [UInt8] {
    let ecdsaWithSHA256: ASN1ObjectIdentifier = [1, 2, 840, 10045, 4, 3, 2]
    var tbs = DER.Serializer()
    try tbs.appendConstructedNode(identifier: .sequence) { tbs in
      try tbs.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
        try $0.serialize(2)
      }
      try tbs.serialize(profile.serial)
      try algorithm(ecdsaWithSHA256, into: &tbs)
      try name(issuer.commonName, into: &tbs)
      try tbs.appendConstructedNode(identifier: .sequence) { validity in
        try validity.serialize(UTCTime(year: profile.years.0, month: 1, day: 1, hours: 0, minutes: 0, seconds: 0))
        try validity.serialize(
          UTCTime(year: profile.years.1, month: 12, day: 31, hours: 23, minutes: 59, seconds: 59))
      }
      try name(profile.commonName, into: &tbs)
      try tbs.appendConstructedNode(identifier: .sequence) { spki in
        try spki.appendConstructedNode(identifier: .sequence) { algorithm in
          try algorithm.serialize([1, 2, 840, 10045, 2, 1] as ASN1ObjectIdentifier)
          try algorithm.serialize([1, 2, 840, 10045, 3, 1, 7] as ASN1ObjectIdentifier)
        }
        try spki.serialize(ASN1BitString(bytes: ArraySlice(subjectKey.x963Representation)))
      }
      if profile.subjectUniqueID {
        try ASN1BitString(bytes: [0x2A]).serialize(
          into: &tbs, withIdentifier: ASN1Identifier(tagWithNumber: 2, tagClass: .contextSpecific))
      }
      try FixtureCertificateExtensions(
        profile: profile, subjectKey: keyIdentifier(subjectKey), authorityKey: keyIdentifier(issuer.key.publicKey)
      ).serialize(into: &tbs)
    }
    let tbsBytes = tbs.serializedBytes
    let signature = try issuer.key.signature(for: tbsBytes).derRepresentation
    var certificate = DER.Serializer()
    try certificate.appendConstructedNode(identifier: .sequence) { outer in
      outer.serializeRawBytes(tbsBytes)
      try algorithm(ecdsaWithSHA256, into: &outer)
      try outer.serialize(ASN1BitString(bytes: ArraySlice(signature)))
    }
    return certificate.serializedBytes
  }

  /// A key identifier as RFC 5280, 4.2.1.2 suggests: the SHA-1 of the
  /// subjectPublicKey bits.
  static func keyIdentifier(_ key: P256.Signing.PublicKey) -> [UInt8] {
    Array(Insecure.SHA1.hash(data: key.x963Representation))
  }

  private static func algorithm(_ oid: ASN1ObjectIdentifier, into serializer: inout DER.Serializer) throws {
    try serializer.appendConstructedNode(identifier: .sequence) { try $0.serialize(oid) }
  }

  /// `CN=<commonName>, O=MetaLens Tests`.
  static func name(_ commonName: String, into serializer: inout DER.Serializer) throws {
    let attributes: [(ASN1ObjectIdentifier, String)] = [
      ([2, 5, 4, 3], commonName), ([2, 5, 4, 10], "MetaLens Tests"),
    ]
    try serializer.appendConstructedNode(identifier: .sequence) { name in
      for (oid, value) in attributes {
        try name.appendConstructedNode(identifier: .set) { set in
          try set.appendConstructedNode(identifier: .sequence) { attribute in
            try attribute.serialize(oid)
            try attribute.serialize(ASN1UTF8String(value))
          }
        }
      }
    }
  }

  /// A DER certificate as PEM (RFC 7468).
  static func pem(_ der: [UInt8]) -> String {
    "-----BEGIN CERTIFICATE-----\n" + Base64Lines.encode(der) + "-----END CERTIFICATE-----\n"
  }
}

/// Base64 in 64-character lines, as PEM writes it (RFC 7468).
enum Base64Lines {
  static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var text = ""
    var index = 0
    while index < bytes.count {
      let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
      for position in 0..<4 {
        text.append(position <= chunk.count ? alphabet[Int(value >> UInt32(18 - 6 * position) & 0x3F)] : "=")
      }
      index += 3
    }
    var lines = ""
    var start = text.startIndex
    while start < text.endIndex {
      let end = text.index(start, offsetBy: 64, limitedBy: text.endIndex) ?? text.endIndex
      lines += text[start..<end] + "\n"
      start = end
    }
    return lines
  }
}
