import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A v2 claim's manifest label must be a C2PA URN (issue 32): c2pa-rs
/// 0.91.3 reports another as `claim.malformed` ("claim box label
/// invalid", `verify_claim`) and calls the credential invalid, where
/// metalens had said valid. The fixtures are `make c2pa-crosscheck`'s
/// `manifest-label-*`.
@Suite("C2PA manifest labels")
struct C2PAManifestLabelTests {
  @Test(
    "the forms c2pa-rs's manifest_label_to_parts accepts and refuses",
    arguments: [
      ("urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4", true),
      ("urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4:acme", true),
      ("urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4:acme:2_1", true),
      ("urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4::2_1", true),
      ("urn:uuid:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4", true),
      ("acme:urn:uuid:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4", true),
      ("urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4:acme:2_1:extra", false),
      ("acme:urn:uuid:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4:2_1", false),
      ("urn:c2pa:F9168C5E:acme:two", false), ("urn:c2pa:F9168C5E:acme:2_x", false),
      ("urn:c2pa:F9168C5E:\(String(repeating: "v", count: 33))", false), ("urn:c2pa:F9168C5E:a b", false),
      ("urn:c2pa:F9168C5E:généré", false), ("urn:c2pa", false), ("metalens-fixture-manifest", false),
      ("acme:urn:c2pa:F9168C5E", false),
    ])
  func form(_ label: String, wellFormed: Bool) {
    #expect(C2PAManifestLabel.isWellFormed(label) == wellFormed)
  }

  static func validation(manifestLabel: String, claimVersion: Int = 2) throws -> C2PAValidation {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.claimVersion = claimVersion
    fixture.quirks.manifestLabel = manifestLabel
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.jpg")
    return try #require(inspection.analysis.c2pa)
  }

  @Test(
    "a v2 claim under a label of another form: claim.malformed, invalid, not a reading notice",
    arguments: [
      "metalens-fixture-manifest", "urn:c2pa:00000000-0000-4000-8000-00000000000a:\(String(repeating: "v", count: 33))",
    ])
  func malformed(_ label: String) throws {
    let validation = try Self.validation(manifestLabel: label)
    #expect(validation.state == .invalid)
    let failure = try #require(validation.failures.first { $0.code == "claim.malformed" })
    #expect(failure.explanation == "claim box label invalid")
    #expect(failure.url == "self#jumbf=/c2pa/\(label)")
    #expect(validation.unreadable.isEmpty)
  }

  /// c2pa-rs finds the claim box by its type and reads the claim its
  /// content is, whatever the box's label, but refuses `c2pa.claim.v3` and
  /// later ("claim version is too new"); the `claim-*label*` fixtures.
  @Test(
    "a claim box's label: any is read as the claim its content is, but a version after 2",
    arguments: [
      ("c2pa.claims", 2, C2PAValidation.State.valid), ("c2pa.claims", 1, .valid), ("c2pa.claim.v2", 1, .valid),
      ("c2pa.claim", 2, .valid), ("c2pa.claim.v3", 2, .invalid),
    ])
  func claimBoxLabel(_ label: String, claimVersion: Int, state: C2PAValidation.State) throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.claimVersion = claimVersion
    fixture.quirks.claimLabel = label
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == state)
    #expect(
      validation.failures.map(\.code) == (state == .valid ? ["signingCredential.untrusted"] : ["claim.malformed"]))
  }

  @Test("a 1.x label on a v2 claim is well formed; a v1 claim's label is not checked")
  func accepted() throws {
    #expect(
      try Self.validation(manifestLabel: "metalens:urn:uuid:00000000-0000-4000-8000-00000000000a").state == .valid)
    #expect(try Self.validation(manifestLabel: "metalens-fixture-manifest", claimVersion: 1).state == .valid)
  }
}
