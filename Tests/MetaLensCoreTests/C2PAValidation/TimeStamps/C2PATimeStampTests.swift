import MetaLensCore
import MetaLensTestSupport
import Testing

/// Claim signatures time-stamped by the fixture factory's RFC 3161
/// authority, in `sigTst` (v1 claim, a TimeStampResp over the claim) or
/// `sigTst2` (v2 claim, a token over the signature): each gives c2pa-rs's
/// `timeStamp.*` codes, and a stamp that counts dates the signature.
@Suite("C2PA time-stamps")
struct C2PATimeStampTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let claimVersion: Int
    let storage: SignedC2PAFixture.TimeStamp.Storage
    /// The authority's ExtendedKeyUsage.
    var authorityUses = [FixtureTimeStampAuthority.timeStamping]
    var wrongImprint = false
    /// Whether the authority's certificate is given as a trust anchor.
    var anchored = false
    /// Every `timeStamp.*` code, sorted.
    let codes: [String]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "sigTst on a v1 claim", claimVersion: 1, storage: .sigTst, codes: ["timeStamp.validated"]),
    Case(
      label: "sigTst2 on a v2 claim, authority not anchored", claimVersion: 2, storage: .sigTst2,
      codes: ["timeStamp.untrusted", "timeStamp.validated"]),
    Case(
      label: "sigTst2 on a v2 claim, authority anchored", claimVersion: 2, storage: .sigTst2, anchored: true,
      codes: ["timeStamp.trusted", "timeStamp.validated"]),
    Case(
      label: "sigTst2 whose imprint covers other bytes", claimVersion: 2, storage: .sigTst2, wrongImprint: true,
      anchored: true, codes: ["timeStamp.mismatch"]),
    Case(
      label: "sigTst whose imprint covers other bytes", claimVersion: 1, storage: .sigTst, wrongImprint: true,
      codes: ["timeStamp.mismatch"]),
    // c2pa-rs (`verify_time_stamp`): an authority outside the time-stamp
    // profile fails `check_end_entity_certificate_profile` with only
    // id-kp-timeStamping allowed, and is `timeStamp.untrusted`.
    Case(
      label: "sigTst2 by an anchored authority certified for e-mail, not time stamping", claimVersion: 2,
      storage: .sigTst2, authorityUses: ["1.3.6.1.5.5.7.3.4"], anchored: true,
      codes: ["timeStamp.untrusted", "timeStamp.validated"]),
  ]

  static func fixture(claimVersion: Int, timeStamp: SignedC2PAFixture.TimeStamp?) -> SignedC2PAFixture {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.claimVersion = claimVersion
    fixture.timeStamp = timeStamp
    return fixture
  }

  static func validate(_ fixture: SignedC2PAFixture, anchors: [String]) throws -> C2PAValidation {
    let trust = try C2PATrustList(extra: anchors.enumerated().map { ("anchor\($0.offset).pem", $0.element) })
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "stamped.jpg")
    return try #require(inspection.analysis.c2pa)
  }

  @Test(arguments: cases)
  func stamped(_ item: Case) throws {
    let authority = FixtureTimeStampAuthority(extendedKeyUsage: item.authorityUses)
    let fixture = Self.fixture(
      claimVersion: item.claimVersion,
      timeStamp: .init(authority: authority, storage: item.storage, wrongImprint: item.wrongImprint))
    let validation = try Self.validate(fixture, anchors: item.anchored ? [authority.anchorPEM] : [])
    #expect(validation.statuses.map(\.code).filter { $0.hasPrefix("timeStamp.") }.sorted() == item.codes)
    // A time-stamp's own failure is informational: the credential stands.
    #expect(validation.state == .valid)
    #expect(validation.failures.map(\.code) == ["signingCredential.untrusted"])
  }

  @Test(
    "a signer certificate expired today is valid when a trusted time-stamp saw it sign, expired without one",
    arguments: [(true, true), (true, false), (false, false)])
  func expiredSigner(stamped: Bool, anchored: Bool) throws {
    let authority = FixtureTimeStampAuthority()
    // The signer's certificate ran from 2020 to the end of 2021; the stamp
    // says 1 June 2021.
    var fixture = Self.fixture(
      claimVersion: 2, timeStamp: stamped ? .init(authority: authority, storage: .sigTst2, time: (2021, 6, 1, 12)) : nil
    )
    fixture.validity = (2020, 2021)
    let validation = try Self.validate(fixture, anchors: anchored ? [authority.anchorPEM] : [])
    let counts = stamped && anchored
    #expect(validation.state == (counts ? .valid : .invalid))
    #expect(
      validation.failures.map(\.code).sorted()
        == (counts ? [] : ["signingCredential.expired"]) + ["signingCredential.untrusted"])
  }
}
