import MetaLensCore
import MetaLensTestSupport
import Testing

/// An ingredient's own manifest is validated as the active one is (issue
/// 32): c2pa-rs 0.91.3 checks its claim signature, certificate, time-stamp
/// and assertions' hashes (`Store::ingredient_checks`, `Claim::verify_claim`)
/// and reports them as the ingredient's deltas; a failure there makes the
/// whole credential invalid even when the active manifest is fine, where
/// metalens, which checked the ingredient manifest's hash only, had said
/// valid or trusted. The fixtures are `make c2pa-crosscheck`'s
/// `ingredient-manifest-*`.
@Suite("C2PA ingredient manifests' own signatures")
struct C2PAIngredientSignatureTests {
  static func inspection(_ signature: SignedC2PAQuirks.IngredientSignature, anchored: Bool = false) throws
    -> Inspection
  {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.quirks.ingredientManifest = signature
    let trust = anchored ? try C2PATrustList(extra: [("fixture.pem", fixture.anchorPEM)]) : .standard
    return try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
  }

  static let ingredientURL = "self#jumbf=/c2pa/\(SignedC2PAFixture.ingredientLabel)"

  @Test("an intact ingredient manifest: one delta, its hash and signature validated; valid, or trusted when anchored")
  func intact() throws {
    let validation = try #require(try Self.inspection(.intact).analysis.c2pa)
    #expect(validation.state == .valid)
    let delta = try #require(validation.ingredientDeltas.first)
    #expect(validation.ingredientDeltas.count == 1)
    #expect(
      delta.ingredientAssertionURI
        == "self#jumbf=/c2pa/\(SignedC2PAFixture.manifestLabel)/c2pa.assertions/c2pa.ingredient.v2")
    #expect(delta.manifestLabel == SignedC2PAFixture.ingredientLabel)
    let codes = delta.statuses.map(\.code)
    #expect(codes.contains("ingredient.manifest.validated"))
    #expect(codes.contains("claimSignature.validated"))
    #expect(delta.failures.map(\.code) == ["signingCredential.untrusted"])
    #expect(validation.ingredientFailures.isEmpty)
    #expect(!validation.credentialTampered)
    let anchored = try #require(try Self.inspection(.intact, anchored: true).analysis.c2pa)
    #expect(anchored.state == .trusted)
    #expect(anchored.ingredientDeltas.first?.statuses.contains { $0.code == "signingCredential.trusted" } == true)
  }

  @Test(
    "an ingredient manifest whose signature fails: invalid with the active manifest fine, even with its signer trusted",
    arguments: [SignedC2PAQuirks.IngredientSignature.bytesChanged, .otherKey], [false, true])
  func brokenSignature(_ signature: SignedC2PAQuirks.IngredientSignature, anchored: Bool) throws {
    let inspection = try Self.inspection(signature, anchored: anchored)
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code) == (anchored ? [] : ["signingCredential.untrusted"]))
    let failures = validation.ingredientFailures
    #expect(failures.map(\.code) == ["claimSignature.mismatch"])
    #expect(failures.first?.url == Self.ingredientURL + "/c2pa.signature")
    #expect(validation.credentialTampered)
    #expect(!validation.contentChanged)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-credential-tampered" })
    let provenance = Provenance(inspection.metadata, validation: validation)
    #expect(
      provenance.validationExplanation
        == "invalid: an ingredient's own credential is broken: its signature does not match")
    #expect(provenance.validationExplanation(in: .korean).contains("그 서명이 일치하지 않음"))
  }
}
