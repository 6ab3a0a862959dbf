/// Certificates parsed, and issuer signatures checked, once per process.
///
/// A batch meets the same chains again and again: every photo of one phone
/// carries its device and intermediate certificates, every file of one
/// service the same signer, and each chain ends at the same trust list
/// anchors. Parsing a certificate and verifying an RSA or ECDSA signature
/// over its TBS bytes were a fifth of the C2PA work of a `--metadata-only`
/// batch. Both are pure functions of the DER bytes, so their results are
/// kept, keyed by those bytes, at most `capacity` of each kind.
enum CertificateMemo {
  static let capacity = 1024

  /// The certificate `der` encodes, or nil when it is not one.
  static func certificate(der: [UInt8]) -> C2PACertificate? {
    parsed.value(for: der) { C2PACertificate(der: der) }
  }

  /// True when `issuer`'s key signed `certificate`'s TBS bytes.
  static func isSigned(_ certificate: C2PACertificate, by issuer: C2PACertificate) -> Bool {
    links.value(for: Link(certificate: certificate.der, issuer: issuer.der)) {
      issuer.key.isValid(
        x509Signature: certificate.signature, algorithm: certificate.signatureAlgorithm, over: certificate.tbs)
    }
  }

  private struct Link: Hashable, Sendable {
    let certificate: [UInt8]
    let issuer: [UInt8]
  }

  private static let parsed = BoundedMemo<[UInt8], C2PACertificate?>(capacity: capacity)
  private static let links = BoundedMemo<Link, Bool>(capacity: capacity)
}
