import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensFuzzing

/// The seeds kept in `Fuzz/Seeds/<target>/`, which `make fuzz` gives its
/// targets beside those cut from the corpus: inputs the fuzzer would take
/// long to find, such as a HEIF-wrapped C2PA store that validates. Each must
/// still do what it is kept for, so a change to a target's wrapping cannot
/// leave it stale unnoticed; `METALENS_RECORD_GOLDENS=1` (or a missing seed)
/// writes it afresh and fails once.
@Suite("Committed fuzz seeds")
struct FuzzSeedTests {
  static let folder = CommandRunner.packageRoot.appendingPathComponent("Fuzz/Seeds")

  @Test("c2pa/signed-heif-bmff: 0x01 and a signed store, valid in the fuzz harness's HEIF")
  func signedHEIF() throws {
    let url = Self.folder.appendingPathComponent("c2pa/signed-heif-bmff")
    if Golden.isRecording || !FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(try FuzzTarget.signedHEIFSeed()).write(to: url)
      Issue.record("the seed \(url.lastPathComponent) was written; check it and run again")
      return
    }
    let seed = try [UInt8](Data(contentsOf: url))
    #expect(seed.first == 0x01, "the byte that puts the rest in a HEIF")
    let inspection = try Inspector().inspect(bytes: FuzzTarget.c2pa.input(seed), path: "seed.heif")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .valid, "\(validation.failures.map(\.code))")
    #expect(
      Set(validation.statuses.map(\.code)).isSuperset(of: ["claimSignature.validated", "assertion.bmffHash.match"]))
    #expect(PipelineCheck.run(FuzzTarget.c2pa.input(seed)) == [])
  }

  @Test("file/pasted-region-jpeg: a picture holding a paste, found by the region search")
  func pastedRegion() throws {
    let url = Self.folder.appendingPathComponent("file/pasted-region-jpeg")
    if Golden.isRecording || !FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(try FuzzTarget.pastedRegionSeed()).write(to: url)
      Issue.record("the seed \(url.lastPathComponent) was written; check it and run again")
      return
    }
    let seed = try [UInt8](Data(contentsOf: url))
    let inspection = try Inspector().inspect(bytes: seed, path: "pasted-region.jpg")
    #expect(inspection.analysis.imageData?.compressionRegion != nil, "the region search finds the paste")
  }

  @Test("compare/<seed>: copies of the compare target's original, each derived from it, every promise kept")
  func compareSeeds() throws {
    for (name, bytes) in try FuzzTarget.compareSeeds() {
      let url = Self.folder.appendingPathComponent("compare/\(name)")
      if Golden.isRecording || !FileManager.default.fileExists(atPath: url.path) {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        Issue.record("the seed \(name) was written; check it and run again")
        continue
      }
      let seed = try [UInt8](Data(contentsOf: url))
      let comparison = try PictureComparer().compare(original: FuzzTarget.compareOriginal, copy: seed)
      #expect(comparison.relation == .derived, "\(name): \(comparison.relation) \(comparison.reason ?? "")")
      #expect(comparison.regions.isEmpty == (name != "clone-stamped"), "\(name): \(comparison.regions)")
      #expect(FuzzTarget.compare.problems(seed) == [], "\(name)")
    }
  }

  static var fileSeeds: [String] {
    let folder = Self.folder.appendingPathComponent("file")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
      .sorted()
  }

  /// A TIFF, PNG or HEIF declaring 0xFFFFFFFF × 0xFFFFFFFF pixels once
  /// trapped the process on the megapixel product (56 bytes ended a whole
  /// batch); one seed per container keeps the fuzzer starting at the edge,
  /// beside the decoding and inflating bombs of `DecodeBombTests` and
  /// `PerFileLimitTests` (a 65,500² progressive file and thumbnail, 10,000
  /// scans, eight 8 MiB texts).
  @Test("file/<seed>: every promise kept at each container's largest sizes and bombs", arguments: fileSeeds)
  func fileSeed(name: String) throws {
    let seed = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("file/\(name)")))
    #expect(PipelineCheck.run(seed, path: name) == [])
    let inspection = try? Inspector(options: InspectionOptions(exhibit: true)).inspect(
      TemporaryFiles.write(seed, named: name))
    if let summary = inspection.map({ PhotoSummary($0.metadata) }), let megapixels = summary.megapixels {
      #expect(megapixels.isFinite && megapixels > 0)
    }
  }
}
