import MetaLensCore
import MetaLensTestSupport
import Testing

/// Signer certificates issued by the fixture root that break C2PA's
/// certificate profile one rule at a time, as c2pa-rs checks it
/// (`crypto/cose/certificate_profile.rs`): each makes the credential
/// `signingCredential.invalid`, as c2pa-rs reports it
/// (`make c2pa-crosscheck` reads the same files with c2pa-rs). Certificates
/// that keep the profile in another way stay valid.
@Suite("C2PA signer certificate profile")
struct C2PACertificateProfileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let change: @Sendable (inout FixtureCertificateProfile) -> Void
    /// Whether the profile allows it.
    let allowed: Bool
    /// Whether c2pa-rs's trust check, under the fixture root as anchor,
    /// accepts it: not without a use C2PA accepts.
    var trusted = true
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "no AuthorityKeyIdentifier", change: { $0.authorityKeyIdentifier = false }, allowed: false),
    Case(label: "BasicConstraints cA true", change: { $0.isAuthority = true }, allowed: false),
    Case(
      label: "ExtendedKeyUsage anyExtendedKeyUsage", change: { $0.extendedKeyUsage = ["2.5.29.37.0"] }, allowed: false,
      trusted: false),
    Case(
      label: "ExtendedKeyUsage serverAuth only", change: { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.1"] },
      allowed: false,
      trusted: false),
    Case(label: "no ExtendedKeyUsage", change: { $0.extendedKeyUsage = nil }, allowed: false, trusted: false),
    Case(
      label: "ExtendedKeyUsage documentSigning only", change: { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.36"] },
      allowed: false, trusted: false),
    Case(
      label: "ExtendedKeyUsage C2PA claim signing only", change: { $0.extendedKeyUsage = ["1.3.6.1.4.1.62558.2.1"] },
      allowed: false, trusted: false),
    Case(
      label: "ExtendedKeyUsage timeStamping with emailProtection",
      change: { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.8", "1.3.6.1.5.5.7.3.4"] }, allowed: false),
    Case(label: "no KeyUsage", change: { $0.keyUsage = nil }, allowed: false),
    Case(label: "KeyUsage digitalSignature with keyCertSign", change: { $0.keyUsage = 0x84 }, allowed: false),
    Case(
      label: "a critical extension of an unknown OID", change: { $0.unknownCriticalExtension = true }, allowed: false),
    Case(label: "a subjectUniqueID", change: { $0.subjectUniqueID = true }, allowed: false),
    Case(label: "KeyUsage nonRepudiation alone", change: { $0.keyUsage = 0x40 }, allowed: true),
    Case(label: "as the factory signs", change: { _ in }, allowed: true),
  ]

  @Test(arguments: cases, [false, true])
  func profile(_ item: Case, anchored: Bool) throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    item.change(&fixture.profile)
    let trust = try C2PATrustList(extra: anchored ? [("root.pem", fixture.anchorPEM)] : [])
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    let trusted = anchored && item.trusted
    #expect(validation.state == (item.allowed ? (trusted ? .trusted : .valid) : .invalid))
    #expect(
      validation.failures.map(\.code).sorted()
        == (item.allowed ? [] : ["signingCredential.invalid"]) + (trusted ? [] : ["signingCredential.untrusted"]))
    #expect(inspection.report.flags.map(\.id).contains("c2pa-signed-capture") == item.allowed)
  }

  @Test("an expired signer certificate is expired only: c2pa-rs checks nothing else of it")
  func expiredOnly() throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.validity = (2020, 2021)
    fixture.profile.authorityKeyIdentifier = false
    let validation = try #require(try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.jpg").analysis.c2pa)
    #expect(validation.failures.map(\.code).sorted() == ["signingCredential.expired", "signingCredential.untrusted"])
  }

  @Test(
    "an intermediate CA expired at signing time leaves the signer untrusted, as c2pa-rs's trust check",
    arguments: [(2049, true), (2021, false)])
  func intermediate(until year: Int, trusted: Bool) throws {
    let validation = try validationUnderIntermediate { $0.years = (2020, year) }
    #expect(validation.state == (trusted ? .trusted : .valid))
    #expect(validation.failures.map(\.code) == (trusted ? [] : ["signingCredential.untrusted"]))
  }

  /// An end-entity certificate from the trusted root that signs the signer's
  /// certificate: the chain links and ends at the anchor, yet no CA issued
  /// the signer (RFC 5280, 6.1.4 (k), (n)).
  @Test(
    "a certificate that is no CA, or may not sign certificates, cannot issue a trusted signer",
    arguments: [(true, UInt8(0x06), true), (false, UInt8(0x06), false), (true, UInt8(0x80), false)])
  func issuer(isAuthority: Bool, keyUsage: UInt8, trusted: Bool) throws {
    let validation = try validationUnderIntermediate {
      $0.isAuthority = isAuthority
      $0.keyUsage = keyUsage
    }
    #expect(validation.state == (trusted ? .trusted : .valid))
    #expect(validation.failures.map(\.code) == (trusted ? [] : ["signingCredential.untrusted"]))
  }

  /// The credential of a capture signed under an intermediate CA of the
  /// fixture root, `change`d from a sound one, read with the root as anchor.
  private func validationUnderIntermediate(_ change: (inout FixtureCertificateProfile) -> Void) throws
    -> C2PAValidation
  {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    var intermediate = FixtureCertificateProfile.root("MetaLens Fixture Intermediate")
    change(&intermediate)
    fixture.intermediate = intermediate
    let trust = try C2PATrustList(extra: [("root.pem", fixture.anchorPEM)])
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
    return try #require(inspection.analysis.c2pa)
  }
}
