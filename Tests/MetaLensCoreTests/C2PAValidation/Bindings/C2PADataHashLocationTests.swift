import MetaLensCore
import MetaLensTestSupport
import Testing

/// A `c2pa.hash.data` exclusion must be exactly where the manifest store
/// lies (issue 32): c2pa-rs 0.91.3 reports any other as
/// `assertion.dataHash.mismatch` ("data hash exclusion does not match the
/// manifest location in the asset"), even when the hash over the
/// exclusion as written matches, where metalens had said valid. Each case
/// is a fixture of `make c2pa-crosscheck` (`data-hash-exclusion-*`).
@Suite("C2PA data-hash exclusion against the manifest's location")
struct C2PADataHashLocationTests {
  static let capture = C2PAFixture.Action(
    "c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))

  static func validation(_ container: SignedC2PAContainer, moved: Int, resized: Int) throws -> C2PAValidation {
    var fixture = SignedC2PAFixture(actions: [capture])
    fixture.container = container
    fixture.quirks.exclusionMoved = moved
    fixture.quirks.exclusionResized = resized
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: container.fileName)
    return try #require(inspection.analysis.c2pa)
  }

  /// The store's first byte (the APP11 marker's 0xFF, the chunk's length)
  /// and the byte after it do not depend on the signature: moved by one, or
  /// grown or placed around, the hash over the exclusion as written matches.
  @Test(
    "the hash as written matches but the exclusion is not the store's: invalid, the location mismatch alone",
    arguments: [
      (SignedC2PAContainer.jpeg, 1, 0), (.jpeg, 0, 1), (.jpeg, -1, 2), (.png, 1, 0), (.png, 0, 1), (.gif, 1, 0),
      (.gif, 0, 1),
    ])
  func locationOnly(_ container: SignedC2PAContainer, moved: Int, resized: Int) throws {
    let validation = try Self.validation(container, moved: moved, resized: resized)
    #expect(validation.state == .invalid)
    let mismatches = validation.failures.filter { $0.code == "assertion.dataHash.mismatch" }
    #expect(mismatches.map(\.explanation) == ["data hash exclusion does not match the manifest location in the asset"])
    #expect(validation.statuses.contains { $0.code == "assertion.dataHash.match" })
    #expect(validation.contentChanged)
  }

  /// Moved back or shrunk, the store's last byte (the signature's) is
  /// hashed, and changes with each signing: both mismatches, as c2pa-rs.
  @Test(
    "an exclusion that leaves the store's last byte hashed: the location and the hash mismatch",
    arguments: [(SignedC2PAContainer.jpeg, -1, 0), (.jpeg, 0, -1), (.tiff, -1, 0)])
  func locationAndHash(_ container: SignedC2PAContainer, moved: Int, resized: Int) throws {
    // The last byte is a random signature's: about one signing in 256 it is
    // the byte the hash was taken over, and only the location mismatches
    // (seen once in a full run). Signed again, up to four times, the hash mismatch
    // shows; the location mismatch must show every time.
    var mismatches: [String] = []
    for _ in 0..<4 where mismatches.count != 2 {
      let validation = try Self.validation(container, moved: moved, resized: resized)
      mismatches = validation.failures.filter { $0.code == "assertion.dataHash.mismatch" }.map(\.explanation)
      #expect(mismatches.contains("data hash exclusion does not match the manifest location in the asset"))
    }
    #expect(mismatches.count == 2)
  }

  @Test(
    "the exclusion exactly where the store lies passes",
    arguments: [SignedC2PAContainer.jpeg, .png, .gif, .tiff, .tiffPages])
  func exact(_ container: SignedC2PAContainer) throws {
    let validation = try Self.validation(container, moved: 0, resized: 0)
    #expect(validation.state == .valid)
    #expect(!validation.failures.contains { $0.code.hasPrefix("assertion.dataHash") })
  }
}
