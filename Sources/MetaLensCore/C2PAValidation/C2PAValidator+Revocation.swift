import FoundationEssentials

extension C2PAValidator.Run {
  /// The OCSP response stapled to the claim signature (the first of
  /// `rVals.ocspVals` in the COSE unprotected header, as c2pa-rs's
  /// `get_ocsp_der` takes it; C2PA 2.1, 10.3.2.6), judged offline by
  /// `StapledOCSP`: `signingCredential.ocsp.notRevoked`, or
  /// `signingCredential.ocsp.revoked`, a failure that makes the credential
  /// invalid, as c2pa-rs. Nothing is fetched. `signingTime` is the trusted
  /// time-stamp's time, if any.
  mutating func revocation(
    _ value: CBORValue, chain: SigningChain, trust: C2PATrustList, signingTime: Date?, now: Date, url: String
  ) {
    guard let parts = value.array, parts.count == 4,
      let der = parts[1]["rVals"]?["ocspVals"]?.array?.first?.bytes
    else { return }
    let serial = OCSPCertID.serial(of: chain.leaf).map(Self.hex) ?? "?"
    switch StapledOCSP.check(der: der, chain: chain, trust: trust, signingTime: signingTime, now: now) {
    case .none: return
    case .notRevoked:
      add("signingCredential.ocsp.notRevoked", .success, url: url, "signing certificate not revoked: serial \(serial)")
    case .revoked(let at):
      let explanation =
        at.map {
          "the stapled OCSP response says the signing certificate (serial \(serial)) was revoked at "
            + $0.formatted(.iso8601)
        }
        ?? "the stapled OCSP response's good status for the signing certificate (serial \(serial)) ran out "
        + "(nextUpdate) before the signing time, which c2pa-rs counts as revoked"
      add("signingCredential.ocsp.revoked", .failure, url: url, explanation)
    }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] })
  }
}
