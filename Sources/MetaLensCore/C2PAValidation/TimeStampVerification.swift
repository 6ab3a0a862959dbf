internal import SwiftASN1

/// Verifies an RFC 3161 time-stamp token of a C2PA claim signature (C2PA
/// 2.1, 10.3.2.5 `sigTst`): the token's message imprint must be the hash of
/// the COSE countersignature structure over the claim,
/// `["CounterSignature", protected, h'', claim]` (RFC 9052, 5.3, without a
/// signer's protected header, as c2pa-rs builds it with coset), and the
/// token's CMS signature (RFC 5652, 5.4) must hold: the signed attributes'
/// message digest is the hash of the TSTInfo, and the time-stamp authority's
/// certificate in the token signed the attributes. Structure is read with
/// swift-asn1, every hash and signature checked by swift-crypto. Whether the
/// authority is trusted is not judged (c2pa-rs does not either without
/// time-stamp anchors).
enum TimeStampVerification {
  enum Outcome: Equatable {
    case validated
    /// The imprint does not cover this claim (c2pa-rs: `timeStamp.mismatch`).
    case mismatch(String)
    /// The token cannot be read, or its CMS digest or signature fails
    /// (c2pa-rs: `timeStamp.malformed`).
    case malformed(String)
  }

  static func verify(token der: [UInt8], protectedHeader: [UInt8], claim: ArraySlice<UInt8>) -> Outcome {
    guard let token = TimeStampToken.parse(der), case let fields = token.signedData.constructedChildren,
      fields.count >= 4, let imprint = TimeStampToken.child(token.tstInfo, 2),
      let imprintAlgorithm = TimeStampToken.child(imprint, 0).flatMap(C2PACertificate.algorithm),
      let hashed = TimeStampToken.child(imprint, 1).flatMap({ try? ASN1OctetString(derEncoded: $0) }),
      let signerInfo = fields.last?.constructedChildren.first
    else { return .malformed("the time-stamp token is not an RFC 3161 token") }
    let countersigned = COSESign1.structure(context: "CounterSignature", protected: protectedHeader, payload: claim)
    guard let name = hashNames[imprintAlgorithm], let expected = c2paDigest(countersigned[...], algorithm: name) else {
      return .malformed("the time-stamp's hash algorithm \(imprintAlgorithm) is not supported")
    }
    guard Array(hashed.bytes) == expected else { return .mismatch("the time-stamp does not cover this claim") }
    let certificates =
      fields.first { $0.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) }
      .map { $0.constructedChildren.compactMap { C2PACertificate(der: Array($0.encodedBytes)) } } ?? []
    return signatureOutcome(signerInfo, content: token.tstBytes, certificates: certificates)
  }

  /// The SignerInfo's checks: message digest, then the signature over the
  /// signed attributes (re-tagged as the SET they are signed as).
  static func signatureOutcome(_ signerInfo: ASN1Node, content: ArraySlice<UInt8>, certificates: [C2PACertificate])
    -> Outcome
  {
    let parts = signerInfo.constructedChildren
    guard parts.count >= 5, let digestOID = C2PACertificate.algorithm(parts[2]),
      let attributesIndex = parts.firstIndex(where: {
        $0.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
      }),
      attributesIndex + 2 < parts.count, case let attributes = parts[attributesIndex],
      let signatureOID = C2PACertificate.algorithm(parts[attributesIndex + 1]),
      let signature = try? ASN1OctetString(derEncoded: parts[attributesIndex + 2]),
      let digestName = hashNames[digestOID], let contentDigest = c2paDigest(content, algorithm: digestName)
    else { return .malformed("the time-stamp's signer information is incomplete") }
    // An attribute opens with its type's OID, as an AlgorithmIdentifier does.
    let messageDigest = attributes.constructedChildren.first { C2PACertificate.algorithm($0) == "1.2.840.113549.1.9.4" }
      .flatMap { TimeStampToken.child($0, 1)?.constructedChildren.first }
      .flatMap { try? ASN1OctetString(derEncoded: $0) }
    guard let messageDigest, Array(messageDigest.bytes) == contentDigest else {
      return .malformed("the time-stamp's message digest does not match its content")
    }
    var signed = Array(attributes.encodedBytes)
    signed[0] = 0x31
    let algorithm = signatureOID == "1.2.840.113549.1.1.1" ? (rsaWithHash[digestOID] ?? signatureOID) : signatureOID
    let valid = certificates.contains {
      $0.key.isValid(x509Signature: Array(signature.bytes), algorithm: algorithm, over: signed)
    }
    return valid ? .validated : .malformed("the time-stamp's signature does not match its authority's certificate")
  }

  static let hashNames = [
    "2.16.840.1.101.3.4.2.1": "sha256", "2.16.840.1.101.3.4.2.2": "sha384", "2.16.840.1.101.3.4.2.3": "sha512",
  ]
  /// rsaEncryption with a SignerInfo's digest algorithm, as the X.509 OIDs.
  static let rsaWithHash = [
    "2.16.840.1.101.3.4.2.1": "1.2.840.113549.1.1.11", "2.16.840.1.101.3.4.2.2": "1.2.840.113549.1.1.12",
    "2.16.840.1.101.3.4.2.3": "1.2.840.113549.1.1.13",
  ]
}
