internal import SwiftASN1

/// The CMS SignerInfo of a time-stamp token (RFC 5652, 5.3 and 5.4): its
/// signed attributes' message digest must be the hash of the TSTInfo, and
/// one of the token's certificates must have signed the attributes
/// (re-tagged as the SET they are signed as). A wrong digest is
/// `timeStamp.mismatch` and a wrong signature `timeStamp.untrusted`, as
/// c2pa-rs words them.
enum TimeStampSignerInfo {
  struct Failure: Error {
    let outcome: TimeStampVerification.Outcome
  }

  /// The certificate that signed, or why none did.
  static func check(_ signerInfo: ASN1Node, content: ArraySlice<UInt8>, certificates: [C2PACertificate])
    -> Result<C2PACertificate, Failure>
  {
    let parts = signerInfo.constructedChildren
    guard parts.count >= 5, let digestOID = C2PACertificate.algorithm(parts[2]),
      let attributesIndex = parts.firstIndex(where: {
        $0.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
      }),
      attributesIndex + 2 < parts.count, case let attributes = parts[attributesIndex],
      let signatureOID = C2PACertificate.algorithm(parts[attributesIndex + 1]),
      let signature = try? ASN1OctetString(derEncoded: parts[attributesIndex + 2])
    else { return .failure(Failure(outcome: .malformed("the time-stamp's signer information is incomplete"))) }
    guard let digestName = TimeStampVerification.hashNames[digestOID],
      let contentDigest = c2paDigest(content, algorithm: digestName)
    else {
      return .failure(Failure(outcome: .malformed("the time-stamp's digest algorithm \(digestOID) is not supported")))
    }
    // An attribute opens with its type's OID, as an AlgorithmIdentifier does.
    let messageDigest = attributes.constructedChildren.first { C2PACertificate.algorithm($0) == "1.2.840.113549.1.9.4" }
      .flatMap { TimeStampToken.child($0, 1)?.constructedChildren.first }
      .flatMap { try? ASN1OctetString(derEncoded: $0) }
    guard let messageDigest else {
      return .failure(Failure(outcome: .malformed("the time-stamp has no message digest")))
    }
    guard Array(messageDigest.bytes) == contentDigest else {
      return .failure(Failure(outcome: .mismatch("the time-stamp's message digest does not match its content")))
    }
    var signed = Array(attributes.encodedBytes)
    signed[0] = 0x31
    let algorithm = signatureOID == "1.2.840.113549.1.1.1" ? (rsaWithHash[digestOID] ?? signatureOID) : signatureOID
    let signer = certificates.first {
      $0.key.isValid(x509Signature: Array(signature.bytes), algorithm: algorithm, over: signed)
    }
    guard let signer else {
      return .failure(
        Failure(outcome: .untrusted("the time-stamp's signature does not match its authority's certificate")))
    }
    return .success(signer)
  }

  /// rsaEncryption with a SignerInfo's digest algorithm, as the X.509 OIDs.
  static let rsaWithHash = [
    "2.16.840.1.101.3.4.2.1": "1.2.840.113549.1.1.11", "2.16.840.1.101.3.4.2.2": "1.2.840.113549.1.1.12",
    "2.16.840.1.101.3.4.2.3": "1.2.840.113549.1.1.13",
  ]
}
