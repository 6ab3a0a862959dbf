import FoundationEssentials
internal import SwiftASN1

/// Verifies an RFC 3161 time-stamp token of a COSE signature (C2PA 2.1,
/// 10.3.2.5): the token's message imprint must be the hash of the COSE
/// countersignature structure `["CounterSignature", protected, h'', data]`
/// (RFC 9052, 5.3, without a signer's protected header, as c2pa-rs builds it
/// with coset), where `data` is what `TimeStampStorage` says the token
/// covers; and the token's CMS signature (RFC 5652, 5.4) must hold: the
/// signed attributes' message digest is the hash of the TSTInfo, and the
/// time-stamp authority's certificate in the token signed the attributes
/// and was valid at the stamped time. The checks run in c2pa-rs's order
/// and fail with its codes. Structure is read with swift-asn1, every hash and
/// signature checked by swift-crypto. Whether the authority is trusted is
/// judged by the caller (`TimeStampAuthority`).
enum TimeStampVerification {
  enum Outcome: Equatable {
    case validated
    /// The imprint or the signed digest does not match (c2pa-rs:
    /// `timeStamp.mismatch`).
    case mismatch(String)
    /// The token cannot be read (c2pa-rs: `timeStamp.malformed`).
    case malformed(String)
    /// The token's signature fails, or it has no certificates (c2pa-rs:
    /// `timeStamp.untrusted`).
    case untrusted(String)
    /// The authority's certificate was not valid at the stamped time
    /// (c2pa-rs: `timeStamp.outsideValidity`).
    case outsideValidity(String)

    /// The c2pa-rs status code.
    var code: String {
      switch self {
      case .validated: "timeStamp.validated"
      case .mismatch: "timeStamp.mismatch"
      case .malformed: "timeStamp.malformed"
      case .untrusted: "timeStamp.untrusted"
      case .outsideValidity: "timeStamp.outsideValidity"
      }
    }
  }

  /// What checking one token found: the outcome, the time stamped, and the
  /// authority's certificates (its signer first), for a trust check.
  struct Verdict {
    let outcome: Outcome
    var time: Date? = nil
    var authority: [C2PACertificate] = []
  }

  static func verify(token der: [UInt8], protectedHeader: [UInt8], data: ArraySlice<UInt8>) -> Verdict {
    guard let token = TimeStampToken.parse(der), case let fields = token.signedData.constructedChildren,
      fields.count >= 4, let imprint = TimeStampToken.child(token.tstInfo, 2),
      let imprintAlgorithm = TimeStampToken.child(imprint, 0).flatMap(C2PACertificate.algorithm),
      let hashed = TimeStampToken.child(imprint, 1).flatMap({ try? ASN1OctetString(derEncoded: $0) }),
      let signerInfo = fields.last?.constructedChildren.first, let time = TimeStampToken.date(tstInfo: token.tstInfo)
    else { return Verdict(outcome: .malformed("the time-stamp token is not an RFC 3161 token")) }
    let certificates =
      fields.first { $0.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) }
      .map { $0.constructedChildren.compactMap { CertificateMemo.certificate(der: Array($0.encodedBytes)) } } ?? []
    guard !certificates.isEmpty else {
      return Verdict(outcome: .untrusted("the time-stamp carries no certificate of its authority"))
    }
    let signed = TimeStampSignerInfo.check(signerInfo, content: token.tstBytes, certificates: certificates)
    let signer: C2PACertificate
    switch signed {
    case .success(let found): signer = found
    case .failure(let failure): return Verdict(outcome: failure.outcome)
    }
    let authority = TimeStampAuthority.chain(from: signer, among: certificates)
    guard signer.isValid(at: time) else {
      return Verdict(
        outcome: .outsideValidity("the time-stamp authority's certificate was not valid at the stamped time"),
        authority: authority)
    }
    let countersigned = COSESign1.structure(context: "CounterSignature", protected: protectedHeader, payload: data)
    guard let name = hashNames[imprintAlgorithm], let expected = c2paDigest(countersigned[...], algorithm: name) else {
      return Verdict(outcome: .untrusted("the time-stamp's hash algorithm \(imprintAlgorithm) is not supported"))
    }
    guard Array(hashed.bytes) == expected else {
      return Verdict(outcome: .mismatch("the time-stamp does not cover this signature"), authority: authority)
    }
    return Verdict(outcome: .validated, time: time, authority: authority)
  }

  static let hashNames = [
    "2.16.840.1.101.3.4.2.1": "sha256", "2.16.840.1.101.3.4.2.2": "sha384", "2.16.840.1.101.3.4.2.3": "sha512",
  ]
}
