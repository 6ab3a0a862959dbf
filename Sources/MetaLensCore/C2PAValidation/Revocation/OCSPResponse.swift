import FoundationEssentials
internal import SwiftASN1

/// A stapled OCSP response (RFC 6960, 4.2.1), read with swift-asn1's DER
/// parser (which checks every length and bounds nesting): its status, and
/// for a successful `id-pkix-ocsp-basic` one the signed `ResponseData`,
/// the responder's id, each `SingleResponse`, the signature and the
/// certificates it carries. Bounded: 64 KiB of DER, 64 single responses,
/// 8 certificates; a response beyond that is not read, as one that does
/// not parse ("treat it as if it did not exist", c2pa-rs's
/// `OcspResponse::from_der_checked`, following C2PA 2.1, 14.5.2).
struct OCSPResponse {
  /// A `CertStatus` (RFC 6960, 4.2.1).
  enum Status: Equatable {
    case good
    /// Revoked at a time, with its CRLReason (RFC 5280, 5.3.1) if given.
    case revoked(Date, reason: Int?)
    case unknown
  }

  /// One `SingleResponse`: the `CertID` it is about, its status and when
  /// the responder's knowledge holds.
  struct Single {
    let hashAlgorithm: String
    let issuerNameHash: [UInt8]
    let issuerKeyHash: [UInt8]
    /// The serial number's INTEGER content bytes, as in the certificate.
    let serial: [UInt8]
    let status: Status
    let thisUpdate: Date
    let nextUpdate: Date?
  }

  static let maxBytes = 65_536
  static let maxResponses = 64
  static let maxCertificates = 8

  /// `tbsResponseData` as signed.
  let responseData: [UInt8]
  /// `ResponderID`: a name (DER) or the SHA-1 of the responder's key.
  let responderName: [UInt8]?
  let responderKeyHash: [UInt8]?
  let producedAt: Date
  let responses: [Single]
  let signatureAlgorithm: String
  let signature: [UInt8]
  let certificates: [C2PACertificate]

  /// Nil for bytes that are no successful basic OCSP response.
  init?(der: [UInt8]) {
    guard der.count <= Self.maxBytes, let root = try? DER.parse(der) else { return nil }
    let outer = Array(root.constructedChildren)
    // responseStatus is an ENUMERATED: 0 is successful, and only a
    // successful response has responseBytes.
    guard outer.count == 2, outer[0].identifier == ASN1Identifier(tagWithNumber: 10, tagClass: .universal),
      case .primitive(let status) = outer[0].content, Array(status) == [0],
      let bytes = outer[1].constructedChildren.first.map({ Array($0.constructedChildren) }), bytes.count == 2,
      (try? ASN1ObjectIdentifier(derEncoded: bytes[0]))?.description == "1.3.6.1.5.5.7.48.1.1",
      let basicBytes = try? ASN1OctetString(derEncoded: bytes[1]),
      let basic = try? DER.parse(basicBytes.bytes)
    else { return nil }
    let parts = Array(basic.constructedChildren)
    guard parts.count >= 3, let algorithm = C2PACertificate.algorithm(parts[1]),
      let bits = try? ASN1BitString(derEncoded: parts[2])
    else { return nil }
    var fields = Array(parts[0].constructedChildren)
    if fields.first?.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) {
      fields.removeFirst()
    }
    guard fields.count >= 3, let responder = fields[0].constructedChildren.first,
      let producedAt = C2PACertificate.date(fields[1])
    else { return nil }
    let singles = Array(fields[2].constructedChildren)
    guard singles.count <= Self.maxResponses else { return nil }
    var responses: [Single] = []
    for node in singles {
      guard let single = Self.single(node) else { return nil }
      responses.append(single)
    }
    var certificates: [C2PACertificate] = []
    if parts.count > 3, let list = parts[3].constructedChildren.first {
      let nodes = Array(list.constructedChildren)
      guard nodes.count <= Self.maxCertificates else { return nil }
      certificates = nodes.compactMap { C2PACertificate(der: Array($0.encodedBytes)) }
    }
    responseData = Array(parts[0].encodedBytes)
    let byName = fields[0].identifier == ASN1Identifier(tagWithNumber: 1, tagClass: .contextSpecific)
    responderName = byName ? Array(responder.encodedBytes) : nil
    responderKeyHash = byName ? nil : (try? ASN1OctetString(derEncoded: responder)).map { Array($0.bytes) }
    self.producedAt = producedAt
    self.responses = responses
    signatureAlgorithm = algorithm
    signature = Array(bits.bytes)
    self.certificates = certificates
  }

  private static func single(_ node: ASN1Node) -> Single? {
    let fields = Array(node.constructedChildren)
    guard fields.count >= 3 else { return nil }
    let certID = Array(fields[0].constructedChildren)
    guard certID.count == 4, let hash = C2PACertificate.algorithm(certID[0]),
      let nameHash = try? ASN1OctetString(derEncoded: certID[1]),
      let keyHash = try? ASN1OctetString(derEncoded: certID[2]),
      case .primitive(let serial) = certID[3].content,
      let status = status(fields[1]), let thisUpdate = C2PACertificate.date(fields[2])
    else { return nil }
    let next = fields.dropFirst(3).first {
      $0.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
    }
    return Single(
      hashAlgorithm: hash, issuerNameHash: Array(nameHash.bytes), issuerKeyHash: Array(keyHash.bytes),
      serial: Array(serial), status: status, thisUpdate: thisUpdate,
      nextUpdate: next?.constructedChildren.first.flatMap(C2PACertificate.date))
  }

  /// `good [0] IMPLICIT NULL`, `revoked [1] IMPLICIT RevokedInfo`,
  /// `unknown [2] IMPLICIT UnknownInfo`.
  private static func status(_ node: ASN1Node) -> Status? {
    guard node.identifier.tagClass == .contextSpecific else { return nil }
    switch node.identifier.tagNumber {
    case 0: return .good
    case 2: return .unknown
    case 1:
      let info = Array(node.constructedChildren)
      guard let time = info.first.flatMap(C2PACertificate.date) else { return nil }
      let reason = info.dropFirst().first?.constructedChildren.first.flatMap { reason -> Int? in
        guard case .primitive(let value) = reason.content, value.count == 1 else { return nil }
        return Int(value[value.startIndex])
      }
      return .revoked(time, reason: reason)
    default: return nil
    }
  }
}
