import Crypto
import SwiftASN1

/// A minimal self-signed X.509 v3 certificate (RFC 5280) for a P-256 key,
/// written with swift-asn1's DER serializer and signed with swift-crypto:
/// enough for a C2PA signer or a time-stamp authority in tests, valid
/// 2020–2049 unless the caller says otherwise, with the extensions C2PA's
/// certificate profile asks of a signer (KeyUsage digitalSignature,
/// ExtendedKeyUsage, e-mail protection unless the caller says otherwise;
/// critical for a time-stamp authority, as RFC 3161, 2.3 requires).
enum FixtureCertificate {
  /// id-kp-emailProtection, a use C2PA accepts for claim signing.
  static let emailProtection: ASN1ObjectIdentifier = [1, 3, 6, 1, 5, 5, 7, 3, 4]

  static func selfSigned(
    _ key: P256.Signing.PrivateKey, extendedKeyUsage: [ASN1ObjectIdentifier] = [emailProtection],
    criticalUsage: Bool = false, commonName: String = "MetaLens Fixture Signer", years: (Int, Int) = (2020, 2049)
  ) throws -> [UInt8] {
    let ecdsaWithSHA256: ASN1ObjectIdentifier = [1, 2, 840, 10045, 4, 3, 2]
    var tbs = DER.Serializer()
    try tbs.appendConstructedNode(identifier: .sequence) { tbs in
      try tbs.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
        try $0.serialize(2)
      }
      try tbs.serialize(20_261_123)
      try algorithm(ecdsaWithSHA256, into: &tbs)
      try name(commonName, into: &tbs)
      try tbs.appendConstructedNode(identifier: .sequence) { validity in
        try validity.serialize(UTCTime(year: years.0, month: 1, day: 1, hours: 0, minutes: 0, seconds: 0))
        try validity.serialize(UTCTime(year: years.1, month: 12, day: 31, hours: 23, minutes: 59, seconds: 59))
      }
      try name(commonName, into: &tbs)
      try tbs.appendConstructedNode(identifier: .sequence) { spki in
        try spki.appendConstructedNode(identifier: .sequence) { algorithm in
          try algorithm.serialize([1, 2, 840, 10045, 2, 1] as ASN1ObjectIdentifier)
          try algorithm.serialize([1, 2, 840, 10045, 3, 1, 7] as ASN1ObjectIdentifier)
        }
        try spki.serialize(ASN1BitString(bytes: ArraySlice(key.publicKey.x963Representation)))
      }
      try extensions(extendedKeyUsage: extendedKeyUsage, critical: criticalUsage, into: &tbs)
    }
    let tbsBytes = tbs.serializedBytes
    let signature = try key.signature(for: tbsBytes).derRepresentation
    var certificate = DER.Serializer()
    try certificate.appendConstructedNode(identifier: .sequence) { outer in
      outer.serializeRawBytes(tbsBytes)
      try algorithm(ecdsaWithSHA256, into: &outer)
      try outer.serialize(ASN1BitString(bytes: ArraySlice(signature)))
    }
    return certificate.serializedBytes
  }

  /// `[3] { KeyUsage: digitalSignature (critical), ExtendedKeyUsage }`.
  private static func extensions(
    extendedKeyUsage: [ASN1ObjectIdentifier], critical: Bool, into serializer: inout DER.Serializer
  ) throws {
    var keyUsage = DER.Serializer()
    try keyUsage.serialize(ASN1BitString(bytes: [0x80], paddingBits: 7))
    var uses = DER.Serializer()
    try uses.appendConstructedNode(identifier: .sequence) { list in
      for use in extendedKeyUsage { try list.serialize(use) }
    }
    try serializer.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 3, tagClass: .contextSpecific)) {
      try $0.appendConstructedNode(identifier: .sequence) { all in
        try all.appendConstructedNode(identifier: .sequence) { entry in
          try entry.serialize([2, 5, 29, 15] as ASN1ObjectIdentifier)
          try entry.serialize(true)
          try entry.serialize(ASN1OctetString(contentBytes: ArraySlice(keyUsage.serializedBytes)))
        }
        try all.appendConstructedNode(identifier: .sequence) { entry in
          try entry.serialize([2, 5, 29, 37] as ASN1ObjectIdentifier)
          if critical { try entry.serialize(true) }
          try entry.serialize(ASN1OctetString(contentBytes: ArraySlice(uses.serializedBytes)))
        }
      }
    }
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
