import Synchronization

/// Certificates parsed, and issuer signatures checked, once per process.
///
/// A batch meets the same chains again and again: every photo of one phone
/// carries its device and intermediate certificates, every file of one
/// service the same signer, and each chain ends at the same trust list
/// anchors. Parsing a certificate and verifying an RSA or ECDSA signature
/// over its TBS bytes were a fifth of the C2PA work of a `--metadata-only`
/// batch. Both are pure functions of the DER bytes, so their results are
/// kept, keyed by those bytes; the memory holds at most `capacity` entries
/// of each kind, then stops adding.
enum CertificateMemo {
  static let capacity = 1024

  /// The certificate `der` encodes, or nil when it is not one.
  static func certificate(der: [UInt8]) -> C2PACertificate? {
    if let known = parsed.withLock({ $0[der] }) { return known }
    let certificate = C2PACertificate(der: der)
    parsed.withLock { if $0.count < capacity { $0[der] = .some(certificate) } }
    return certificate
  }

  /// True when `issuer`'s key signed `certificate`'s TBS bytes.
  static func isSigned(_ certificate: C2PACertificate, by issuer: C2PACertificate) -> Bool {
    let link = Link(certificate: certificate.der, issuer: issuer.der)
    if let known = links.withLock({ $0[link] }) { return known }
    let signed = issuer.key.isValid(
      x509Signature: certificate.signature, algorithm: certificate.signatureAlgorithm, over: certificate.tbs)
    links.withLock { if $0.count < capacity { $0[link] = signed } }
    return signed
  }

  private struct Link: Hashable {
    let certificate: [UInt8]
    let issuer: [UInt8]
  }

  private static let parsed = Mutex<[[UInt8]: C2PACertificate?]>([:])
  private static let links = Mutex<[Link: Bool]>([:])
}
