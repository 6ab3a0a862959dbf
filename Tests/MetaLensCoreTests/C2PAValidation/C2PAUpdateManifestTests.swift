import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Update manifests (`c2um`, C2PA 2.1, "Update Manifests"; issue 32): one that records
/// only the actions an update may (metadata edits, opening, publishing,
/// redaction) is valid without a hard binding of its own; one that records
/// another is `manifest.update.invalid` and the credential invalid, as
/// c2pa-rs 0.91.3 says. The fixtures are `make c2pa-crosscheck`'s
/// `update-manifest-*`.
@Suite("C2PA update manifests")
struct C2PAUpdateManifestTests {
  static func validation(_ actions: [String]) throws -> (C2PAValidation, C2PAManifestStore) {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.quirks.updateActions = actions.map { C2PAFixture.Action($0) }
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: "updated.jpg")
    return (try #require(inspection.analysis.c2pa), try #require(inspection.metadata.c2pa))
  }

  @Test(
    "an update that records only what an update may: valid, and read as an update",
    arguments: [["c2pa.edited.metadata"], ["c2pa.published"], ["c2pa.edited.metadata", "c2pa.published"]])
  func allowed(_ actions: [String]) throws {
    let (validation, store) = try Self.validation(actions)
    #expect(validation.state == .valid)
    #expect(!validation.failures.contains { $0.code == "manifest.update.invalid" })
    #expect(store.activeManifest?.isUpdate == true)
    #expect(store.activeManifest?.label == SignedC2PAFixture.updateLabel)
  }

  @Test(
    "an update that records another action: manifest.update.invalid once, at the manifest, naming the actions",
    arguments: [
      (["c2pa.cropped"], "c2pa.cropped"),
      (
        ["c2pa.edited.metadata", "c2pa.color_adjustments", "c2pa.cropped", "c2pa.cropped"],
        "c2pa.color_adjustments, c2pa.cropped"
      ),
    ])
  func forbidden(_ actions: [String], named: String) throws {
    let (validation, _) = try Self.validation(actions)
    #expect(validation.state == .invalid)
    let failures = validation.failures.filter { $0.code == "manifest.update.invalid" }
    #expect(failures.count == 1)
    #expect(failures.first?.url == "self#jumbf=/c2pa/\(SignedC2PAFixture.updateLabel)")
    #expect(failures.first?.explanation.hasSuffix("not \(named)") == true)
  }
}
