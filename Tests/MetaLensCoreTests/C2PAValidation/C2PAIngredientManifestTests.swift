import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// An ingredient's manifest changed after the active manifest named it by
/// hash. The file is c2pa-rs's own two-manifest fixture from the corpus
/// (`ica_validation/success.jpg`), changed in memory: one byte of the
/// ingredient manifest's CreativeWork author. c2pa-rs 0.91.3 reads the
/// changed copy as Invalid, with `ingredient.manifest.mismatch` among the
/// ingredient's deltas, where metalens reports it too (not among the active
/// manifest's statuses).
@Suite("C2PA ingredient manifests", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct C2PAIngredientManifestTests {
  static let path = "contentauth-c2pa-rs/sdk/src/identity/tests/fixtures/claim_aggregation/ica_validation/success.jpg"

  func bytes() throws -> [UInt8] {
    let location = try #require(Corpus.location)
    return Array(try Data(contentsOf: location.appendingPathComponent("files").appendingPathComponent(Self.path)))
  }

  @Test("unchanged, the ingredient's manifest matches its hash")
  func unchanged() throws {
    let validation = try #require(try Inspector().inspect(bytes: try bytes(), path: "success.jpg").analysis.c2pa)
    #expect(validation.state == .valid)
    #expect(validation.ingredientFailures.isEmpty)
  }

  @Test("one byte of the ingredient's manifest changed: invalid, the credential altered")
  func changed() throws {
    var file = try bytes()
    let work = Array("stds.schema-org.CreativeWork".utf8)
    let start = try #require(Self.find(work, in: file, from: 0))
    let author = try #require(Self.find(Array("author".utf8), in: file, from: start))
    file[author + 2] ^= 0x01
    let inspection = try Inspector().inspect(bytes: file, path: "changed.jpg")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(!validation.failures.contains { $0.code.hasPrefix("ingredient.") })
    let mismatch = try #require(validation.ingredientFailures.first { $0.code == "ingredient.manifest.mismatch" })
    #expect(mismatch.url == "self#jumbf=/c2pa/contentauth:urn:uuid:c2677d4b-0a93-4444-876f-ed2f2d40b8cf")
    #expect(validation.credentialTampered)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-credential-tampered" })
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    return (start...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
  }
}
