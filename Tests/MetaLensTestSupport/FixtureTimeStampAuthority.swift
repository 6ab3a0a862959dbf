import Crypto
import SwiftASN1

/// A time-stamp authority for tests: a P-256 key, a certificate for time
/// stamping issued by the authority's own fixture root (ExtendedKeyUsage
/// id-kp-timeStamping, critical, as RFC 3161, 2.3 requires, unless a test
/// asks for another use; in C2PA's certificate profile, which c2pa-rs checks
/// of an authority as of a signer), and RFC 3161
/// tokens: a TSTInfo (RFC 3161, 2.4.2) over a message imprint, in a CMS
/// SignedData (RFC 5652, 5) whose signed attributes (content type, message
/// digest) are signed with ES256. DER comes from swift-asn1, every hash and
/// signature from swift-crypto. swift-certificates' CMS signer is not a
/// dependency of the package (its certificates are read with swift-asn1 for
/// RSASSA-PSS, see `C2PACertificate`), so the SignedData is assembled here.
public struct FixtureTimeStampAuthority: Sendable {
  public static let timeStamping = "1.3.6.1.5.5.7.3.8"

  let key = P256.Signing.PrivateKey()
  let rootKey = P256.Signing.PrivateKey()
  static let rootName = "MetaLens Fixture TSA Root"
  /// The authority's certificate, DER.
  public let certificate: [UInt8]

  public init(extendedKeyUsage: [String] = [timeStamping]) {
    var profile = FixtureCertificateProfile()
    profile.commonName = "MetaLens Fixture TSA"
    profile.extendedKeyUsage = extendedKeyUsage
    profile.criticalUsage = true
    certificate =
      (try? FixtureCertificate.issue(
        profile, for: key.publicKey, by: FixtureCertificate.Issuer(key: rootKey, commonName: Self.rootName))) ?? []
  }

  /// The authority's root certificate as PEM, to give as a trust anchor.
  public var anchorPEM: String {
    FixtureCertificate.pem((try? FixtureCertificate.root(rootKey, commonName: Self.rootName)) ?? [])
  }

  /// A TimeStampToken (a CMS ContentInfo) whose imprint is the SHA-256 of
  /// `message`, stamped at `time` (UTC: year, month, day, hour).
  public func token(for message: [UInt8], at time: (Int, Int, Int, Int)) throws -> [UInt8] {
    let tstInfo = try Self.tstInfo(imprint: Array(SHA256.hash(data: message)), at: time)
    let attributes = try Self.signedAttributes(digest: Array(SHA256.hash(data: tstInfo)))
    // The signature covers the attributes as the SET they are (RFC 5652,
    // 5.4). A 72-byte DER signature keeps every token the same size, so a
    // store holding one keeps its size from one signing to the next.
    var signature: [UInt8] = []
    repeat {
      signature = Array(try key.signature(for: [0x31] + attributes.dropFirst()).derRepresentation)
    } while signature.count != 72
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: .sequence) { info in
      try info.serialize(ASN1ObjectIdentifier.signedData)
      try info.appendConstructedNode(identifier: Self.context(0)) { explicit in
        try explicit.appendConstructedNode(identifier: .sequence) { signedData in
          try signedData.serialize(3)
          try signedData.appendConstructedNode(identifier: .set) { try Self.algorithm(.sha256, into: &$0) }
          try signedData.appendConstructedNode(identifier: .sequence) { content in
            try content.serialize(ASN1ObjectIdentifier.tstInfo)
            try content.appendConstructedNode(identifier: Self.context(0)) {
              try $0.serialize(ASN1OctetString(contentBytes: ArraySlice(tstInfo)))
            }
          }
          try signedData.appendConstructedNode(identifier: Self.context(0)) { $0.serializeRawBytes(certificate) }
          try signedData.appendConstructedNode(identifier: .set) { infos in
            try signerInfo(attributes: attributes, signature: signature, into: &infos)
          }
        }
      }
    }
    return out.serializedBytes
  }

  /// A TimeStampResp (RFC 3161, 2.4.2): status granted, then the token, as
  /// C2PA's deprecated `sigTst` stores it.
  public func response(for message: [UInt8], at time: (Int, Int, Int, Int)) throws -> [UInt8] {
    let token = try token(for: message, at: time)
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: .sequence) { response in
      try response.appendConstructedNode(identifier: .sequence) { try $0.serialize(0) }
      response.serializeRawBytes(token)
    }
    return out.serializedBytes
  }

  private func signerInfo(attributes: [UInt8], signature: [UInt8], into serializer: inout DER.Serializer) throws {
    try serializer.appendConstructedNode(identifier: .sequence) { info in
      try info.serialize(1)
      try info.appendConstructedNode(identifier: .sequence) { sid in
        try FixtureCertificate.name(Self.rootName, into: &sid)
        try sid.serialize(FixtureCertificateProfile().serial)
      }
      try Self.algorithm(.sha256, into: &info)
      info.serializeRawBytes(attributes)
      try Self.algorithm(.ecdsaWithSHA256, into: &info)
      try info.serialize(ASN1OctetString(contentBytes: ArraySlice(signature)))
    }
  }

  static func tstInfo(imprint: [UInt8], at time: (Int, Int, Int, Int)) throws -> [UInt8] {
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: .sequence) { info in
      try info.serialize(1)
      try info.serialize([1, 3, 6, 1, 4, 1, 99999, 1] as ASN1ObjectIdentifier)
      try info.appendConstructedNode(identifier: .sequence) { messageImprint in
        try algorithm(.sha256, into: &messageImprint)
        try messageImprint.serialize(ASN1OctetString(contentBytes: ArraySlice(imprint)))
      }
      try info.serialize(42)
      try info.serialize(
        GeneralizedTime(
          year: time.0, month: time.1, day: time.2, hours: time.3, minutes: 0, seconds: 0, fractionalSeconds: 0))
    }
    return out.serializedBytes
  }

  /// `[0] IMPLICIT SET OF Attribute`: content type and message digest, in
  /// DER's order for a SET OF (by their encodings).
  static func signedAttributes(digest: [UInt8]) throws -> [UInt8] {
    func attribute(_ type: ASN1ObjectIdentifier, _ value: (inout DER.Serializer) throws -> Void) throws -> [UInt8] {
      var out = DER.Serializer()
      try out.appendConstructedNode(identifier: .sequence) { attribute in
        try attribute.serialize(type)
        try attribute.appendConstructedNode(identifier: .set, value)
      }
      return out.serializedBytes
    }
    let contentType = try attribute([1, 2, 840, 113_549, 1, 9, 3]) { try $0.serialize(ASN1ObjectIdentifier.tstInfo) }
    let messageDigest = try attribute([1, 2, 840, 113_549, 1, 9, 4]) {
      try $0.serialize(ASN1OctetString(contentBytes: ArraySlice(digest)))
    }
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: context(0)) { set in
      for encoded in [contentType, messageDigest].sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        set.serializeRawBytes(encoded)
      }
    }
    return out.serializedBytes
  }

  static func algorithm(_ oid: ASN1ObjectIdentifier, into serializer: inout DER.Serializer) throws {
    try serializer.appendConstructedNode(identifier: .sequence) { try $0.serialize(oid) }
  }

  static func context(_ number: UInt) -> ASN1Identifier {
    ASN1Identifier(tagWithNumber: number, tagClass: .contextSpecific)
  }
}

extension ASN1ObjectIdentifier {
  fileprivate static let signedData: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 7, 2]
  fileprivate static let tstInfo: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 9, 16, 1, 4]
  fileprivate static let sha256: ASN1ObjectIdentifier = [2, 16, 840, 1, 101, 3, 4, 2, 1]
  fileprivate static let ecdsaWithSHA256: ASN1ObjectIdentifier = [1, 2, 840, 10045, 4, 3, 2]
}
