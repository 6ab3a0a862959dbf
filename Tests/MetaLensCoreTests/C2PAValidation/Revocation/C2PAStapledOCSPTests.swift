import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// OCSP responses stapled to the claim signature (issue 32), judged as
/// c2pa-rs 0.91.3 judges them: read with the fixture's roots as anchors,
/// each `ocsp-*` fixture of `make c2pa-crosscheck` gives c2pa-rs's state and
/// code (measured there); without anchors the responder is untrusted and
/// the response counts for nothing. The signing time is the time-stamp's,
/// 2024-06-01 12:00, unless the fixture is not stamped.
@Suite("C2PA stapled OCSP responses")
struct C2PAStapledOCSPTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let state: C2PAValidation.State
    /// The OCSP code metalens reports, if any.
    let code: String?
    var testDescription: String { name }
  }

  static let authority = FixtureTimeStampAuthority()
  /// The fixture `name` (made afresh: its keys are its own).
  static func fixture(_ name: String) throws -> SignedC2PAFixture {
    try #require(SignedFixtureSet.ocspFixtures(authority: authority).first { $0.name == name }).fixture
  }

  static let cases: [Case] = [
    Case(name: "ocsp-good.jpg", state: .trusted, code: "signingCredential.ocsp.notRevoked"),
    Case(name: "ocsp-good-not-stamped.jpg", state: .trusted, code: "signingCredential.ocsp.notRevoked"),
    Case(name: "ocsp-revoked-before-signing.jpg", state: .invalid, code: "signingCredential.ocsp.revoked"),
    Case(name: "ocsp-revoked-after-signing.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-revoked-after-signing-no-reason.jpg", state: .invalid, code: "signingCredential.ocsp.revoked"),
    Case(name: "ocsp-revoked-not-stamped.jpg", state: .invalid, code: "signingCredential.ocsp.revoked"),
    Case(name: "ocsp-good-stale.jpg", state: .invalid, code: "signingCredential.ocsp.revoked"),
    Case(name: "ocsp-good-without-next-update.jpg", state: .trusted, code: "signingCredential.ocsp.notRevoked"),
    Case(name: "ocsp-unknown.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-revoked-other-serial.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-revoked-signature-changed.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-revoked-by-issuer.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-revoked-responder-other-use.jpg", state: .invalid, code: "signingCredential.ocsp.revoked"),
    Case(name: "ocsp-garbage.jpg", state: .trusted, code: nil),
    Case(name: "ocsp-asserted-revoked.jpg", state: .trusted, code: nil),
  ]

  static func validate(_ name: String, anchored: Bool) throws -> C2PAValidation {
    let fixture = try Self.fixture(name)
    let anchors = anchored ? [fixture.anchorPEM, authority.anchorPEM] : []
    let trust = try C2PATrustList(extra: anchors.enumerated().map { ("anchor\($0.offset).pem", $0.element) })
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: name)
    return try #require(inspection.analysis.c2pa)
  }

  static func ocspCodes(_ validation: C2PAValidation) -> [String] {
    validation.statuses.map(\.code).filter { $0.hasPrefix("signingCredential.ocsp.") }
  }

  @Test("anchored: c2pa-rs's state and code", arguments: cases)
  func anchored(_ item: Case) throws {
    let validation = try Self.validate(item.name, anchored: true)
    #expect(validation.state == item.state)
    #expect(Self.ocspCodes(validation) == (item.code.map { [$0] } ?? []))
    if item.code == "signingCredential.ocsp.revoked" {
      #expect(validation.failures.contains { $0.code == "signingCredential.ocsp.revoked" })
    }
  }

  @Test("without anchors the responder is untrusted: no OCSP code, valid", arguments: cases)
  func unanchored(_ item: Case) throws {
    let validation = try Self.validate(item.name, anchored: false)
    #expect(validation.state == .valid)
    #expect(Self.ocspCodes(validation).isEmpty)
  }

  @Test("a stapled response cut short anywhere is not read", arguments: [1, 2, 16, 100, 200])
  func truncated(_ cut: Int) throws {
    let der = try #require(try Self.fixture("ocsp-good.jpg").stapledOCSPBytes())
    #expect(OCSPResponse(der: der) != nil)
    #expect(OCSPResponse(der: Array(der.dropLast(cut))) == nil)
  }

  @Test("a response larger than the 64 KiB budget is not read")
  func oversized() throws {
    let der = try #require(try Self.fixture("ocsp-good.jpg").stapledOCSPBytes())
    #expect(OCSPResponse(der: der + [UInt8](repeating: 0, count: OCSPResponse.maxBytes)) == nil)
  }
}
