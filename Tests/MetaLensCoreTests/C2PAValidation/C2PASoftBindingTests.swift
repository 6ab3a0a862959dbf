import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Soft bindings (`c2pa.soft-binding`, issue 32): read and named from the
/// C2PA soft-binding algorithm list; one c2pa-rs 0.91's `SoftBinding` type
/// cannot decode is `claim.malformed` and the credential invalid; an
/// algorithm missing or not on the list leaves it valid. The fixtures are
/// `make c2pa-crosscheck`'s `soft-binding-*`.
@Suite("C2PA soft bindings")
struct C2PASoftBindingTests {
  static func inspection(_ name: String) throws -> Inspection {
    try Inspector().inspect(bytes: try SignedFixtureSet.softBindingFixture(name).bytes(), path: name)
  }

  @Test("a listed watermark: read with its name and kind, and the credential stays valid")
  func listed() throws {
    let inspection = try Self.inspection("soft-binding.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .valid)
    #expect(!validation.failures.contains { $0.code == "claim.malformed" })
    let binding = try #require(inspection.metadata.c2pa?.activeManifest?.softBindings.first)
    #expect(binding.algorithm == "com.adobe.trustmark.Q")
    #expect(binding.registered?.name == "Adobe Trustmark variant Q")
    #expect(binding.registered?.kind == .watermark)
    #expect(binding.scopes == [.whole])
    #expect(binding.padded)
  }

  @Test(
    "an algorithm not on the list, or none: reported, not failed, as c2pa-rs",
    arguments: ["soft-binding-unlisted-alg.jpg", "soft-binding-without-alg.jpg", "soft-binding-without-pad.jpg"])
  func notFailed(_ name: String) throws {
    let inspection = try Self.inspection(name)
    #expect(try #require(inspection.analysis.c2pa).state == .valid)
    let binding = try #require(inspection.metadata.c2pa?.activeManifest?.softBindings.first)
    #expect(binding.registered == nil || name == "soft-binding-without-pad.jpg")
  }

  @Test("a timespan and the whole content, block by block")
  func timespan() throws {
    let inspection = try Self.inspection("soft-binding-timespan.jpg")
    let binding = try #require(inspection.metadata.c2pa?.activeManifest?.softBindings.first)
    #expect(binding.scopes == [.timespan(start: 0, end: 1000), .whole])
    #expect(binding.registered?.identifier == 1)
  }

  @Test(
    "what c2pa-rs cannot decode (no blocks, a region's unit 'percentage'): claim.malformed at the assertion, invalid",
    arguments: ["soft-binding-without-blocks.jpg", "soft-binding-region-percentage.jpg"])
  func undecodable(_ name: String) throws {
    let validation = try #require(try Self.inspection(name).analysis.c2pa)
    #expect(validation.state == .invalid)
    let failure = try #require(validation.failures.first { $0.code == "claim.malformed" })
    #expect(failure.explanation == "soft binding assertion could not be decoded")
    #expect(failure.url == "self#jumbf=/c2pa/\(SignedC2PAFixture.manifestLabel)/c2pa.assertions/c2pa.soft-binding")
  }

  @Test(
    "in an ingredient's manifest, as c2pa-rs: one it cannot decode is the ingredient's claim.malformed, and invalid",
    arguments: [("soft-binding.jpg", false), ("soft-binding-without-blocks.jpg", true)])
  func inIngredient(_ name: String, _ malformed: Bool) throws {
    var fixture = SignedC2PAFixture(actions: C2PAIdentityFixtures.created)
    fixture.quirks.ingredientManifest = .intact
    fixture.quirks.ingredientAssertions = SignedFixtureSet.softBindings.filter { $0.name == name }.map {
      ("c2pa.soft-binding", $0.assertion)
    }
    let validation = try #require(try Inspector().inspect(bytes: try fixture.bytes(), path: name).analysis.c2pa)
    #expect(validation.state == (malformed ? .invalid : .valid))
    #expect(!validation.failures.contains { $0.code == "claim.malformed" })
    let failure = validation.ingredientFailures.first { $0.code == "claim.malformed" }
    #expect((failure != nil) == malformed)
    if let failure {
      #expect(
        failure.url == "self#jumbf=/c2pa/\(SignedC2PAFixture.ingredientLabel)/c2pa.assertions/c2pa.soft-binding")
    }
  }

  @Test("the generated list: every entry a watermark or a fingerprint under its own alg")
  func registry() {
    #expect(C2PASoftBindingAlgorithm.registry.count == 53)
    #expect(C2PASoftBindingAlgorithm.named("io.iscc.v0")?.kind == .fingerprint)
    #expect(C2PASoftBindingAlgorithm.named("org.example.unlisted") == nil)
  }

  @Test(
    "a soft binding stored but not listed in the claim: assertion.undeclared, invalid (c2pa-rs refuses the file)",
    arguments: ["soft-binding.jpg", "soft-binding-without-blocks.jpg"])
  func undeclared(_ name: String) throws {
    var fixture = try SignedFixtureSet.softBindingFixture(name)
    fixture.quirks.extraAssertionsUnlisted = true
    let validation = try #require(try Inspector().inspect(bytes: try fixture.bytes(), path: name).analysis.c2pa)
    #expect(validation.state == .invalid)
    let failure = try #require(validation.failures.first { $0.code == "assertion.undeclared" })
    #expect(failure.url == "self#jumbf=/c2pa/\(SignedC2PAFixture.manifestLabel)/c2pa.assertions/c2pa.soft-binding")
  }
}
