import MetaLensCore
import MetaLensTestSupport
import Testing

/// CAWG identity assertions checked apart from the claim signer, as c2pa-rs
/// reports them: the X.509 credential's signature over the signer payload,
/// the reference to the hard binding, and a credential on no trust list
/// (metalens has no CAWG anchors) that leaves the signer's own trust as it is.
@Suite("CAWG identity assertions")
struct C2PAIdentityTests {
  static func validation(_ quirk: SignedC2PAQuirks.Identity, anchored: Bool) throws -> C2PAValidation {
    var fixture = SignedC2PAFixture(actions: C2PAIdentityFixtures.created)
    fixture.quirks.identity = quirk
    let trust = anchored ? try C2PATrustList(extra: [("fixture root", fixture.anchorPEM)]) : .standard
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "identity.jpg")
    return try #require(inspection.analysis.c2pa)
  }

  @Test(
    "each identity's own state and codes, the signer's trust apart",
    arguments: [
      (SignedC2PAQuirks.Identity.intact, C2PAIdentity.State.valid, ["cawg.x509.credential.untrusted"]),
      (.signatureChanged, .invalid, ["cawg.x509.credential.untrusted", "cawg.x509.signature.mismatch"]),
      (.noHardBinding, .invalid, ["cawg.identity.hard_binding_missing", "cawg.x509.credential.untrusted"]),
    ])
  func identity(_ quirk: SignedC2PAQuirks.Identity, _ state: C2PAIdentity.State, _ failures: [String]) throws {
    for anchored in [false, true] {
      let validation = try Self.validation(quirk, anchored: anchored)
      let identity = try #require(validation.identities.first)
      #expect(validation.identities.count == 1)
      #expect(identity.state == state)
      #expect(identity.statuses.filter { $0.kind == .failure }.map(\.code).sorted() == failures)
      #expect(identity.name == "MetaLens Fixture Signer, MetaLens Tests" && identity.issuer == "MetaLens Tests")
      #expect(identity.signatureType == "cawg.x509.cose")
      #expect(
        identity.statuses.contains { $0.code == "cawg.x509.signature.validated" } == (quirk != .signatureChanged))
      // As c2pa-rs: an identity's failure leaves the credential valid, and
      // the signer on its list is still trusted (not called untrusted).
      #expect(validation.state == .valid)
      #expect(validation.signerTrusted == anchored)
    }
  }

  @Test(
    "corpus identities: who asserts them, and their state",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"),
    arguments: [
      ("cli/tests/fixtures/C_with_CAWG_data.jpg", C2PAIdentity.State.valid, "C2PA Signer, C2PA Test Signing Cert"),
      ("claim_aggregation/adobe_connected_identities.jpg", .unverified, "testuser23 (behance)"),
      (
        "ica_validation/success.jpg", .valid,
        "First-Name Last-Name (Example ID Verifier), Silly Cats 929 (Example Social Network), username (Example "
          + "Crypto Wallet)"
      ),
      ("ica_validation/signature_mismatch.jpg", .invalid, "First-Name Last-Name (Example ID Verifier), Silly Cats"),
      ("validation_method/no_hard_binding.jpg", .invalid, "C2PA Signer, C2PA Test Signing Cert"),
    ])
  func corpus(_ suffix: String, _ state: C2PAIdentity.State, _ name: String) throws {
    let entry = try #require(try Corpus.entries().first { $0.path.hasSuffix(suffix) })
    let validation = try #require(try Inspector().inspect(Corpus.filePath(entry)).analysis.c2pa)
    let identity = try #require(validation.identities.first)
    #expect(identity.state == state)
    #expect(identity.name?.hasPrefix(name) == true)
  }
}
