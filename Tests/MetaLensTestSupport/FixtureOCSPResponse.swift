import Crypto
import SwiftASN1

/// An OCSP response (RFC 6960, 4.2.1) about a fixture signer's certificate,
/// signed by a delegated responder (RFC 6960, 4.2.2.2: a certificate for
/// id-kp-OCSPSigning issued by the signer's issuer, embedded in the
/// response) or by that issuer itself, to staple to a manifest's
/// signature (`rVals.ocspVals`, C2PA 2.1, 10.3.2.6) or put in a
/// `c2pa.certificate-status` assertion. A `BasicOCSPResponse` with one
/// `SingleResponse`, written with swift-asn1 and signed ES256 with
/// swift-crypto; each field can be made wrong, one at a time.
public struct FixtureOCSPResponse: Sendable {
  /// The certificate's status the response gives (RFC 6960, 4.2.1 CertStatus).
  public enum Status: Sendable {
    case good
    /// Revoked at a UTC time (year, month, day, hour), with a CRLReason
    /// (RFC 5280, 5.3.1), if any.
    case revoked(at: (Int, Int, Int, Int), reason: Int?)
    case unknown
  }

  public var status: Status
  /// The serial number the CertID names; nil names the signer's.
  public var serial: Int?
  /// thisUpdate and nextUpdate (nil leaves nextUpdate out), and producedAt
  /// is thisUpdate.
  public var thisUpdate = (2024, 1, 1, 0)
  public var nextUpdate: (Int, Int, Int, Int)? = (2034, 1, 1, 0)
  /// One byte of the response's signature changed after signing.
  public var signatureChanged = false
  /// Bytes that are no OCSP response, stapled instead.
  public var garbage = false
  /// Signed by a delegated responder whose certificate the response
  /// carries (by default), or by the issuer's own key, with no certificate.
  public var delegated = true
  /// The delegated responder's certificate is for another use than OCSP
  /// signing (e-mail protection).
  public var responderForOtherUse = false
  let responderKey = P256.Signing.PrivateKey()

  public static let ocspSigning = "1.3.6.1.5.5.7.3.9"

  public init(_ status: Status) {
    self.status = status
  }

  static let responseType: ASN1ObjectIdentifier = [1, 3, 6, 1, 5, 5, 7, 48, 1, 1]

  /// The DER `OCSPResponse` for the certificate of `profile` issued by
  /// `issuer`, signed by the issuer's key.
  func der(profile: FixtureCertificateProfile, issuer: FixtureCertificate.Issuer) throws -> [UInt8] {
    if garbage { return Array("not an OCSP response".utf8) }
    let data = try responseData(serial: serial ?? profile.serial, issuer: issuer)
    // A 72-byte DER signature keeps the store's size from one round to the
    // next (the exclusions depend on it).
    let signingKey = delegated ? responderKey : issuer.key
    var signature: [UInt8] = []
    repeat {
      signature = Array(try signingKey.signature(for: data).derRepresentation)
    } while signature.count != 72
    if signatureChanged { signature[signature.count - 5] ^= 0x01 }
    var basic = DER.Serializer()
    try basic.appendConstructedNode(identifier: .sequence) { basic in
      basic.serializeRawBytes(data)
      try basic.appendConstructedNode(identifier: .sequence) {
        try $0.serialize([1, 2, 840, 10045, 4, 3, 2] as ASN1ObjectIdentifier)
      }
      try basic.serialize(ASN1BitString(bytes: ArraySlice(signature)))
      if delegated {
        var responder = FixtureCertificateProfile()
        responder.commonName = "MetaLens Fixture OCSP Responder"
        responder.extendedKeyUsage = [responderForOtherUse ? "1.3.6.1.5.5.7.3.4" : Self.ocspSigning]
        responder.serial = 20_261_124
        // Issued again until its signature is 72 bytes (`30 46 …` at the
        // end), for the same reason as the response's own.
        var certificate: [UInt8] = []
        repeat {
          certificate = try FixtureCertificate.issue(responder, for: responderKey.publicKey, by: issuer)
        } while !certificate.suffix(72).starts(with: [0x30, 0x46])
        try basic.appendConstructedNode(identifier: Self.context(0)) { explicit in
          try explicit.appendConstructedNode(identifier: .sequence) { $0.serializeRawBytes(certificate) }
        }
      }
    }
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: .sequence) { response in
      // responseStatus successful: an ENUMERATED 0.
      response.serializeRawBytes([0x0A, 0x01, 0x00])
      try response.appendConstructedNode(identifier: Self.context(0)) { explicit in
        try explicit.appendConstructedNode(identifier: .sequence) { bytes in
          try bytes.serialize(Self.responseType)
          try bytes.serialize(ASN1OctetString(contentBytes: ArraySlice(basic.serializedBytes)))
        }
      }
    }
    return out.serializedBytes
  }

  /// `ResponseData`: responder by key hash, producedAt, one SingleResponse.
  private func responseData(serial: Int, issuer: FixtureCertificate.Issuer) throws -> [UInt8] {
    var name = DER.Serializer()
    try FixtureCertificate.name(issuer.commonName, into: &name)
    let keyHash = FixtureCertificate.keyIdentifier(issuer.key.publicKey)
    let responderHash = FixtureCertificate.keyIdentifier(delegated ? responderKey.publicKey : issuer.key.publicKey)
    var out = DER.Serializer()
    try out.appendConstructedNode(identifier: .sequence) { data in
      try data.appendConstructedNode(identifier: Self.context(2)) {
        try $0.serialize(ASN1OctetString(contentBytes: ArraySlice(responderHash)))
      }
      try data.serialize(Self.time(thisUpdate))
      try data.appendConstructedNode(identifier: .sequence) { responses in
        try responses.appendConstructedNode(identifier: .sequence) { single in
          try single.appendConstructedNode(identifier: .sequence) { certID in
            try certID.appendConstructedNode(identifier: .sequence) {
              try $0.serialize([1, 3, 14, 3, 2, 26] as ASN1ObjectIdentifier)
              try $0.serialize(ASN1Null())
            }
            let nameHash = Array(Insecure.SHA1.hash(data: name.serializedBytes))
            try certID.serialize(ASN1OctetString(contentBytes: ArraySlice(nameHash)))
            try certID.serialize(ASN1OctetString(contentBytes: ArraySlice(keyHash)))
            try certID.serialize(serial)
          }
          try certStatus(into: &single)
          try single.serialize(Self.time(thisUpdate))
          if let nextUpdate {
            try single.appendConstructedNode(identifier: Self.context(0)) { try $0.serialize(Self.time(nextUpdate)) }
          }
        }
      }
    }
    return out.serializedBytes
  }

  private func certStatus(into serializer: inout DER.Serializer) throws {
    switch status {
    case .good:
      serializer.serializeRawBytes([0x80, 0x00])
    case .unknown:
      serializer.serializeRawBytes([0x82, 0x00])
    case .revoked(let at, let reason):
      try serializer.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 1, tagClass: .contextSpecific)) {
        revoked in
        try revoked.serialize(Self.time(at))
        if let reason {
          // CRLReason is an ENUMERATED: 0A 01 <reason>.
          try revoked.appendConstructedNode(identifier: Self.context(0)) {
            $0.serializeRawBytes([0x0A, 0x01, UInt8(reason)])
          }
        }
      }
    }
  }

  static func time(_ time: (Int, Int, Int, Int)) throws -> GeneralizedTime {
    try GeneralizedTime(
      year: time.0, month: time.1, day: time.2, hours: time.3, minutes: 0, seconds: 0, fractionalSeconds: 0)
  }

  static func context(_ number: UInt) -> ASN1Identifier {
    ASN1Identifier(tagWithNumber: number, tagClass: .contextSpecific)
  }
}
