import FoundationEssentials

/// The signer's certificate chain from the COSE header: each certificate
/// signed by the next, the leaf (and, for trust, every certificate) valid at
/// signing time (the time-stamp's time), and the chain ending at a trust
/// anchor.
struct SigningChain {
  let certificates: [C2PACertificate]

  init?(der: [[UInt8]]) {
    let parsed = der.compactMap(CertificateMemo.certificate(der:))
    guard !parsed.isEmpty, parsed.count == der.count else { return nil }
    certificates = parsed
  }

  /// A chain already read, such as a time-stamp authority's.
  init?(certificates: [C2PACertificate]) {
    guard !certificates.isEmpty else { return nil }
    self.certificates = certificates
  }

  var leaf: C2PACertificate { certificates[0] }

  /// True when every certificate is signed by the one after it.
  var isLinked: Bool {
    zip(certificates, certificates.dropFirst()).allSatisfy { $0.isSigned(by: $1) }
  }

  /// True when the leaf was valid at `time`.
  func leafValid(at time: Date) -> Bool {
    leaf.isValid(at: time)
  }

  /// True when every certificate of the chain (the anchor itself only if
  /// the chain holds it) was valid at `time`: c2pa-rs's trust check
  /// requires it of intermediates too (`check_certificate_trust`,
  /// `crypto/cose/certificate_trust/rust_native.rs`), so an expired
  /// intermediate leaves the signer untrusted.
  func allValid(at time: Date) -> Bool {
    certificates.allSatisfy { $0.isValid(at: time) }
  }

  /// True when every certificate that signs another (all but the leaf) may
  /// sign certificates: BasicConstraints cA and, with a KeyUsage, its
  /// keyCertSign bit (RFC 5280, 6.1.4 (k) and (n)), as every X.509 path
  /// validation requires. Without it, anyone holding an end-entity
  /// certificate from a trusted CA could issue "signers" of their own.
  var issuersAreAuthorities: Bool {
    certificates.dropFirst().allSatisfy { issuer in
      issuer.isAuthority && (issuer.keyUsage.map { ($0.first ?? 0) & 0x04 != 0 } ?? true)
    }
  }

  /// The anchor the chain ends at, with its list's name.
  func anchor(in trust: C2PATrustList) -> (certificate: C2PACertificate, list: String)? {
    for certificate in certificates.reversed() {
      if let found = trust.anchor(for: certificate) { return found }
    }
    return nil
  }
}
