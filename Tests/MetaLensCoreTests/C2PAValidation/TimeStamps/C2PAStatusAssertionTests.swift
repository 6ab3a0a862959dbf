import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// `c2pa.time-stamp` and `c2pa.certificate-status` assertions (issue 32):
/// read and shown, never failed for what they hold, as c2pa-rs 0.91.3; a
/// certificate status without `ocspVals`, which c2pa-rs refuses to read,
/// is invalid. The fixtures are `make c2pa-crosscheck`'s `time-stamp-*` and
/// `certificate-status-*`.
@Suite("C2PA time-stamp and certificate-status assertions")
struct C2PAStatusAssertionTests {
  static func inspection(_ name: String) throws -> Inspection {
    return try Inspector().inspect(bytes: try SignedFixtureSet.statusAssertionFixture(name).bytes(), path: name)
  }

  @Test("a time-stamp assertion: its manifest and time read, the credential still valid")
  func timeStamp() throws {
    let inspection = try Self.inspection("time-stamp-assertion.jpg")
    #expect(try #require(inspection.analysis.c2pa).state == .valid)
    let stamps = try #require(inspection.metadata.c2pa?.activeManifest?.timeStamps)
    #expect(
      stamps == [C2PATimeStampAssertion(manifest: SignedC2PAFixture.manifestLabel, time: "2025-06-01T12:00:00+00:00")])
  }

  @Test("a time-stamp that is not a token: listed without a time, not failed")
  func textTimeStamp() throws {
    let inspection = try Self.inspection("time-stamp-assertion-text.jpg")
    #expect(try #require(inspection.analysis.c2pa).state == .valid)
    #expect(inspection.metadata.c2pa?.activeManifest?.timeStamps.first?.time == nil)
  }

  @Test(
    "OCSP responses in a certificate-status assertion are counted, not used, as by c2pa-rs 0.91.3",
    arguments: [("certificate-status.jpg", 1), ("certificate-status-empty.jpg", 0)])
  func stapled(_ name: String, count: Int) throws {
    let inspection = try Self.inspection(name)
    #expect(try #require(inspection.analysis.c2pa).state == .valid)
    #expect(inspection.metadata.c2pa?.activeManifest?.stapledOCSPResponses == count)
  }

  @Test("a certificate status without ocspVals, which c2pa-rs refuses: general.error at the assertion, invalid")
  func withoutResponses() throws {
    let validation = try #require(try Self.inspection("certificate-status-without-ocspvals.jpg").analysis.c2pa)
    #expect(validation.state == .invalid)
    let failure = try #require(validation.failures.first { $0.code == "general.error" })
    #expect(failure.url?.hasSuffix("/c2pa.assertions/c2pa.certificate-status") == true)
  }
}
