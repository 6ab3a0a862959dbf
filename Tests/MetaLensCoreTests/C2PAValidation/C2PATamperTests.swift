import MetaLensCore
import MetaLensTestSupport
import Testing

/// A manifest signed for real by the fixture factory, and copies tampered
/// one byte at a time: each gives the state, the failure codes and the
/// verdict a person should see.
@Suite("C2PA validation of signed and tampered files")
struct C2PATamperTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let tamper: @Sendable (inout [UInt8], (start: Int, length: Int)) -> Void
    let state: C2PAValidation.State
    let failures: [String]
    let verdict: Verdict
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "as signed", tamper: { _, _ in }, state: .valid, failures: ["signingCredential.untrusted"],
      verdict: .likelyOriginal),
    Case(
      label: "one byte of the image data changed", tamper: { bytes, _ in bytes[bytes.count - 20] ^= 0x01 },
      state: .invalid,
      failures: ["assertion.dataHash.mismatch", "signingCredential.untrusted"], verdict: .edited),
    Case(
      label: "one byte of an assertion changed",
      tamper: { bytes, span in
        // "c2pa.created" inside the actions assertion becomes "c2pa.crezted":
        // the hash no longer matches, and c2pa-rs still reads the actions,
        // whose first is no longer created or opened.
        let needle = Array("c2pa.created".utf8)
        if let at = (span.start..<(span.start + span.length - needle.count)).first(where: {
          Array(bytes[$0..<$0 + needle.count]) == needle
        }) {
          bytes[at + 8] = UInt8(ascii: "z")
        }
      },
      state: .invalid,
      failures: ["assertion.hashedURI.mismatch", "assertion.action.malformed", "signingCredential.untrusted"],
      verdict: .edited),
    Case(
      label: "one byte of the signature changed",
      tamper: { bytes, span in bytes[span.start + span.length - 3] ^= 0x01 },
      state: .invalid, failures: ["claimSignature.mismatch", "signingCredential.untrusted"], verdict: .edited),
  ]

  static func fixture() -> SignedC2PAFixture {
    SignedC2PAFixture(actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
  }

  @Test(arguments: cases)
  func tampered(_ item: Case) throws {
    var bytes = try Self.fixture().bytes()
    item.tamper(&bytes, SignedC2PAFixture.app11Span(bytes))
    let inspection = try Inspector().inspect(bytes: bytes, path: "signed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == item.state)
    #expect(validation.failures.map(\.code).sorted() == item.failures.sorted())
    #expect(inspection.report.verdict == item.verdict, "\(inspection.report.flags.map(\.id))")
    if item.state == .valid {
      #expect(
        Set(validation.statuses.map(\.code)).isSuperset(of: [
          "claimSignature.validated", "assertion.dataHash.match", "assertion.hashedURI.match",
        ]))
    }
  }

  @Test("the fixture root that issued the signer's certificate, as a trust anchor, makes the credential trusted")
  func trusted() throws {
    let fixture = Self.fixture()
    let trust = try C2PATrustList(extra: [("fixture.pem", fixture.anchorPEM)])
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .trusted)
    #expect(validation.failures.isEmpty)
    #expect(inspection.provenance.summary?.contains("on a trust list") == true)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-signed-capture" })
  }

  @Test("a c2pa.hash.data map without its pad byte string is malformed, as c2pa-rs cannot read it")
  func dataHashWithoutPad() throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.dataHashPad = false
    let validation = try #require(try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.jpg").analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(
      validation.failures.map(\.code).sorted() == ["assertion.dataHash.malformed", "signingCredential.untrusted"])
  }

  @Test("a manifest removed with its XMP pointer kept is named as removed, not as stored elsewhere")
  func removed() throws {
    let xmp = FixtureSegment.xmp(
      XMPPackets.wrap("<dcterms:provenance>self#jumbf=/c2pa/urn:c2pa:1234/c2pa.claim</dcterms:provenance>"))
    let inspection = try Inspector().inspect(bytes: try JPEGFixture(segments: [xmp]).bytes(), path: "stripped.jpg")
    #expect(inspection.provenance.strippedManifest)
    #expect(inspection.provenance.summary?.hasPrefix("Content Credentials removed") == true)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-credential-removed" })
    #expect(!inspection.report.flags.contains { $0.id == "c2pa-manifest" })
  }

  @Test("a trust-anchor file without a certificate is an error that names it")
  func badAnchors() {
    #expect(throws: MetaLensError.self) { try C2PATrustList(extra: [("notes.txt", "not a certificate")]) }
  }
}

@Suite("C2PA validation of malformed credentials")
struct C2PAMalformedTests {
  /// Manifests with no signature box, with a signature whose certificate is
  /// garbage, and with an unknown algorithm: each invalid, with a failure
  /// code and a reading notice, never a crash.
  @Test(arguments: [
    ("no signature", nil as [UInt8]?), ("a certificate that is not DER", [UInt8](repeating: 0x30, count: 40)),
  ])
  func malformed(_ label: String, certificate: [UInt8]?) throws {
    var fixture = C2PAFixture(actions: [.init("c2pa.created")])
    fixture.certificate = certificate
    let bytes = try JPEGFixture(segments: C2PAFixture.segments(fixture.store())).bytes()
    let inspection = try Inspector().inspect(bytes: bytes, path: "malformed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(!validation.unreadable.isEmpty, "\(validation.failures.map(\.code))")
    #expect(inspection.metadata.noticeCodes.contains(.c2paUnreadable))
  }
}
