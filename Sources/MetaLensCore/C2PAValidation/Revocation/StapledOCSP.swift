internal import Crypto
import FoundationEssentials
internal import SwiftASN1

/// What a stapled OCSP response says of the signing certificate, judged
/// offline as c2pa-rs 0.91.3 judges the one in the COSE header's
/// `rVals.ocspVals` (`check_stapled_ocsp_response` in `crypto/cose/ocsp.rs`,
/// `OcspResponse::from_der_checked` in `crypto/ocsp/mod.rs`; measured by
/// `make c2pa-crosscheck` on the `ocsp-*` fixtures). A response counts only
/// when it is a successful basic response, signed by a certificate it
/// carries that its ResponderID names, the first of which meets C2PA's
/// certificate profile and chains to a trust anchor metalens was given
/// (through the signer's issuer when it carries the responder alone); and
/// only its SingleResponses whose CertID (SHA-1 of the issuer's name and
/// key, the serial) is the signing certificate's. Anything else is as if
/// no response were stapled, as C2PA 2.1 (14.5.2) asks.
enum StapledOCSP {
  enum Outcome: Equatable {
    /// No code: nothing usable, status unknown, or revoked only after the
    /// signing time.
    case none
    /// `signingCredential.ocsp.notRevoked`.
    case notRevoked
    /// `signingCredential.ocsp.revoked`, at the time the response gives
    /// (none for a good response whose nextUpdate passed before signing).
    case revoked(Date?)
  }

  /// `signingTime` is the trusted time-stamp's time, if any; without one,
  /// c2pa-rs judges the response at `now`.
  static func check(
    der: [UInt8], chain: SigningChain, trust: C2PATrustList, signingTime: Date?, now: Date
  ) -> Outcome {
    guard let response = OCSPResponse(der: der), isSigned(response),
      let responder = response.certificates.first, SigningCertificateProfile.problem(responder) == nil,
      isTrusted(response.certificates, chain: chain, trust: trust, at: signingTime ?? now),
      let certID = certID(of: chain, trust: trust)
    else { return .none }
    var revoked = false
    var revokedAt: Date?
    for single in response.responses where single.matches(certID) {
      switch single.status {
      case .unknown:
        // c2pa-rs gives up on the whole response (`CertificateStatusUnknown`).
        return .none
      case .good:
        // Without nextUpdate, c2pa-rs allows a day after producedAt.
        let next = single.nextUpdate ?? response.producedAt.addingTimeInterval(86_400)
        let inRange =
          signingTime.map { $0 < single.thisUpdate || $0 <= next } ?? (single.thisUpdate <= now && now <= next)
        if inRange { return .notRevoked }
        revoked = true
      case .revoked(let at, let reason):
        // removeFromCRL (8) is revoked only if the revocation came first;
        // another reason leaves a certificate that signed before it valid,
        // and without a signing time it is revoked; no reason at all is
        // revoked whenever it came (c2pa-rs's three branches).
        switch reason {
        case 8?:
          if at <= (signingTime ?? now) { (revoked, revokedAt) = (true, revokedAt ?? at) }
        case .some:
          if let signingTime, signingTime < at { return .none }
          (revoked, revokedAt) = (true, revokedAt ?? at)
        case nil:
          (revoked, revokedAt) = (true, revokedAt ?? at)
        }
      }
    }
    return revoked ? .revoked(revokedAt) : .none
  }

  /// A certificate the response carries, named by its ResponderID (by key:
  /// the SHA-1 of its public key's bits; by name: its subject), signed the
  /// response data.
  static func isSigned(_ response: OCSPResponse) -> Bool {
    response.certificates.contains { certificate in
      let named =
        response.responderKeyHash.map { Array(Insecure.SHA1.hash(data: certificate.key.bytes)) == $0 }
        ?? (response.responderName == certificate.subject)
      return named
        && certificate.key.isValid(
          x509Signature: response.signature, algorithm: response.signatureAlgorithm, over: response.responseData)
    }
  }

  /// The responder's certificates chain to an anchor (completed with the
  /// signer's issuers when the response carries only the responder, as
  /// c2pa-rs's `extend_ocsp_cert_chain`), each valid at `time`.
  static func isTrusted(_ certificates: [C2PACertificate], chain: SigningChain, trust: C2PATrustList, at time: Date)
    -> Bool
  {
    var path = certificates
    if certificates.count == 1, chain.certificates.count > 1, certificates[0].issuer == chain.certificates[1].subject {
      path += chain.certificates.dropFirst()
    }
    guard let responder = SigningChain(certificates: path) else { return false }
    return responder.isLinked && responder.issuersAreAuthorities && responder.allValid(at: time)
      && responder.anchor(in: trust) != nil
  }

  /// The signing certificate's CertID with SHA-1 (RFC 6960, 4.1.1), its
  /// issuer taken from the chain or, when the chain leaves it out, from the
  /// trust anchors (c2pa-rs's `ocsp_signing_chain`).
  static func certID(of chain: SigningChain, trust: C2PATrustList) -> OCSPCertID? {
    let leaf = chain.leaf
    let issuer =
      chain.certificates.dropFirst().first { $0.subject == leaf.issuer }
      ?? trust.anchor(for: leaf).map(\.certificate).flatMap { $0.subject == leaf.issuer ? $0 : nil }
    guard let issuer, let serial = OCSPCertID.serial(of: leaf) else { return nil }
    return OCSPCertID(
      issuerNameHash: Array(Insecure.SHA1.hash(data: issuer.subject)),
      issuerKeyHash: Array(Insecure.SHA1.hash(data: issuer.key.bytes)), serial: serial)
  }
}
