import FoundationEssentials

/// Whether a time-stamp authority is trusted (C2PA 2.1, 14.5.2 and 15.6:
/// a time-stamp counts only when its authority is trusted): its signing
/// certificate must meet C2PA's certificate profile (`SigningCertificateProfile`,
/// as c2pa-rs checks a signer's) and be for time stamping, and the
/// chain the token carries must end at a trust anchor given to metalens. As
/// in c2pa-rs, the check applies to a claim v2's time-stamps; for a v1 claim
/// c2pa-rs does not judge the authority ("legacy") and metalens does not
/// either. An authority whose certificate is outside the time-stamp profile
/// is `timeStamp.untrusted`, not another code: c2pa-rs's `verify_time_stamp`
/// (`crypto/time_stamp/verify.rs`) reports a failed
/// `check_end_entity_certificate_profile`, run with id-kp-timeStamping as the
/// only allowed use, as `TIMESTAMP_UNTRUSTED`.
enum TimeStampAuthority {
  static let timeStamping = "1.3.6.1.5.5.7.3.8"

  /// The signer's certificate followed by its issuers among `certificates`,
  /// each the issuer of the one before (the token need not list them in
  /// order).
  static func chain(from signer: C2PACertificate, among certificates: [C2PACertificate]) -> [C2PACertificate] {
    var chain = [signer]
    var remaining = certificates.filter { $0 != signer }
    while let last = chain.last, let index = remaining.firstIndex(where: { $0.subject == last.issuer }) {
      chain.append(remaining.remove(at: index))
    }
    return chain
  }

  /// The anchor's list when the authority is trusted, or why it is not.
  static func trust(_ chain: [C2PACertificate], in trust: C2PATrustList) -> Result<String, Untrusted> {
    guard let leaf = chain.first else { return .failure(Untrusted(reason: "the time-stamp has no authority")) }
    if let problem = SigningCertificateProfile.problem(leaf) {
      return .failure(Untrusted(reason: "the time-stamp authority's certificate is not one C2PA allows: \(problem)"))
    }
    // c2pa-rs's trust check then accepts only the policy's uses, cleared to
    // time stamping.
    if !(leaf.extendedKeyUsage ?? []).contains(timeStamping) {
      return .failure(Untrusted(reason: "the time-stamp authority's certificate is not one for time stamping"))
    }
    guard let signing = SigningChain(certificates: chain), signing.isLinked, signing.issuersAreAuthorities,
      let anchor = signing.anchor(in: trust)
    else {
      return .failure(Untrusted(reason: "the time-stamp authority is not on a trust list given to metalens"))
    }
    return .success(anchor.list)
  }

  struct Untrusted: Error {
    let reason: String
  }
}
