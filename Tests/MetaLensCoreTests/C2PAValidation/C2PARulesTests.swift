import MetaLensCore
import MetaLensTestSupport
import Testing

/// Rules c2pa-rs 0.91.3 applies beyond hashes and signatures, each pinned
/// by a fixture of `make c2pa-crosscheck` (issue 15): the actions of a v2
/// claim, a v1 claim's `dc:format`, the form of an ECDSA signature,
/// where a WebP's exclusion lies and the type of a TIFF's C2PA tag.
@Suite("C2PA rules as c2pa-rs applies them")
struct C2PARulesTests {
  static func failures(_ fixture: SignedC2PAFixture, bytes: [UInt8]? = nil) throws -> [String] {
    let inspection = try Inspector().inspect(
      bytes: try bytes ?? fixture.bytes(), path: fixture.container.fileName)
    let validation = try #require(inspection.analysis.c2pa)
    return validation.failures.map(\.code).sorted()
  }

  @Test(arguments: [
    (["c2pa.crezted"], ["assertion.action.malformed"]),
    (["c2pa.edited"], ["assertion.action.malformed"]),
    (["c2pa.created"], ["assertion.action.malformed"]),
    (["c2pa.opened"], ["assertion.action.ingredientMismatch"]),
    (["capture", "c2pa.crezted"], []),
    (["capture", "capture"], ["assertion.action.malformed"]),
  ])
  func actions(_ names: [String], expected: [String]) throws {
    let capture = C2PAFixture.Action("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))
    let fixture = SignedC2PAFixture(actions: names.map { $0 == "capture" ? capture : C2PAFixture.Action($0) })
    #expect(try Self.failures(fixture) == (expected + ["signingCredential.untrusted"]).sorted())
  }

  @Test("a v1 claim's actions are not checked, as c2pa-rs does not without strict v1 validation")
  func actionsOfV1Claim() throws {
    var fixture = SignedC2PAFixture(actions: [C2PAFixture.Action("c2pa.crezted")])
    fixture.claimVersion = 1
    #expect(try Self.failures(fixture) == ["signingCredential.untrusted"])
  }

  @Test("a v1 claim without dc:format is malformed, as c2pa-rs cannot read it")
  func v1WithoutFormat() throws {
    var fixture = SignedC2PAFixture(actions: [C2PAFixture.Action("c2pa.created")])
    fixture.claimVersion = 1
    fixture.quirks.claimFormat = false
    #expect(try Self.failures(fixture) == ["claim.malformed"])
  }

  @Test("an ECDSA signature in DER form is an invalid credential and a mismatch, without a trust check")
  func derSignature() throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.quirks.derSignature = true
    #expect(try Self.failures(fixture) == ["claimSignature.mismatch", "signingCredential.invalid"])
  }

  @Test("a WebP exclusion that takes in the pad byte after the C2PA chunk does not match the manifest's location")
  func webPExclusionWithPad() throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.container = .webp
    fixture.quirks.exclusionCoversPad = true
    // The store's size follows the certificate's signature: a few tries
    // give one of odd size.
    let odd = try (0..<32).lazy.map { _ in try fixture.bytes() }.first { bytes in
      ContainerRanges.riffChunk("C2PA", in: bytes).map { bytes[$0.start + 4] & 1 == 1 } ?? false
    }
    let bytes = try #require(odd)
    #expect(try Self.failures(fixture, bytes: bytes) == ["assertion.dataHash.mismatch", "signingCredential.untrusted"])
  }

  @Test("a TIFF's C2PA tag not of type UNDEFINED is refused, as c2pa-rs refuses it", arguments: [UInt16(1), 2, 4])
  func tiffTagType(_ type: UInt16) throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.container = .tiff
    fixture.quirks.c2paTagType = type
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: fixture.container.fileName)
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code) == ["general.error"])
    #expect(inspection.metadata.notices.contains { $0.code == .tiffC2PAWrongType })
    #expect(inspection.metadata.c2pa?.manifests.isEmpty == true)
  }

  @Test("a TIFF's C2PA tag of type UNDEFINED is read")
  func tiffTagUndefined() throws {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.container = .tiff
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: fixture.container.fileName)
    #expect(inspection.analysis.c2pa?.state == .valid)
    #expect(!inspection.metadata.notices.contains { $0.code == .tiffC2PAWrongType })
  }
}
