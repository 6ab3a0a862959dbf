import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The memory of parsed certificates and checked issuer signatures that a
/// batch shares: what it answers the second time must be what the first
/// check found, for the same certificate and for an impostor issuer that
/// has the same name and another key.
@Suite("Certificate memo")
struct CertificateMemoTests {
  /// Two fixture signers: each has its own root key, under one root name.
  let first = SignedC2PAFixture(actions: [])
  let second = SignedC2PAFixture(actions: [])

  @Test("an issuer signature is remembered for that issuer only")
  func links() throws {
    let leaf = try #require(CertificateMemo.certificate(der: first.certificate))
    let root = try #require(CertificateMemo.certificate(der: Self.der(first.anchorPEM)))
    let impostor = try #require(CertificateMemo.certificate(der: Self.der(second.anchorPEM)))
    #expect(impostor.subject == root.subject)
    for _ in 0..<2 {
      #expect(CertificateMemo.isSigned(leaf, by: root))
      #expect(!CertificateMemo.isSigned(leaf, by: impostor))
      #expect(leaf.isSigned(by: root) && !leaf.isSigned(by: impostor))
    }
  }

  @Test("a certificate is read as it reads alone, and bytes that are none stay none")
  func parsing() {
    let der = first.certificate  // issued afresh on each read: ECDSA signatures are randomised
    for _ in 0..<2 {
      #expect(CertificateMemo.certificate(der: der) == C2PACertificate(der: der))
      #expect(CertificateMemo.certificate(der: [0x30, 0x03, 0x02, 0x01, 0x01]) == nil)
    }
  }

  /// The DER of a one-certificate PEM.
  static func der(_ pem: String) -> [UInt8] {
    let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
    return Array(Data(base64Encoded: body) ?? Data())
  }
}
