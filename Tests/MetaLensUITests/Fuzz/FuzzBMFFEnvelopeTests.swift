import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensFuzzing

/// The C2PA fuzz target's second envelope: an input starting with 0x01
/// puts the rest, as a manifest store, in a HEIF's C2PA `uuid` box.
@Suite("The C2PA fuzz target reaches the BMFF hash checks")
struct FuzzBMFFEnvelopeTests {
  @Test("a signed BMFF store behind 0x01 is read from a HEIF and its c2pa.hash.bmff binding checked")
  func heifEnvelope() throws {
    let signed = try SignedBMFFFixture().bytes()
    // The manifest box is the file's last: its UUID, version and flags,
    // `manifest\0` and an 8-byte offset come before the store.
    let manifest = try #require(SignedBMFFFixture.split(signed).last)
    let store = Array(manifest.dropFirst(8 + 16 + 4 + 9 + 8))
    let file = FuzzTarget.c2pa.input([0x01] + store)
    let inspection = try Inspector().inspect(bytes: file, path: "fuzz.avif")
    #expect(inspection.metadata.file.format == .avif)
    let codes = try #require(inspection.analysis.c2pa).statuses.map(\.code)
    // Another file than the one signed: the binding is checked and fails.
    #expect(codes.contains("assertion.bmffHash.mismatch"))
    #expect(PipelineCheck.run(file) == [])
  }
}
