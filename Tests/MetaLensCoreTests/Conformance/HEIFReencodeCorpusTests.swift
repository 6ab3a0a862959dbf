import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Issue 33 on the corpus: iPhone HEIC originals keep their verdict and are
/// recognised as built by their model; the same files re-encoded by
/// heif-enc, avifenc and ImageMagick, with their EXIF copied back, are re-encoded copies.
@Suite(
  "HEIF structure on the corpus iPhones and their re-encodes", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct HEIFReencodeCorpusTests {
  /// Corpus iPhone HEICs that are camera originals: their model is in the
  /// fingerprint table, which was measured on them.
  static func iPhoneOriginals() throws -> [(Corpus.Entry, PhotoMetadata)] {
    try Corpus.entries().filter { $0.format == "HEIC" && !$0.isMalformed }.compactMap { entry in
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
      guard metadata.make == "Apple", metadata.model?.hasPrefix("iPhone") == true else { return nil }
      return (entry, metadata)
    }
  }

  @Test("every corpus iPhone HEIC is built as its model builds them, and no HEIF copy rule fires")
  func originals() throws {
    let originals = try Self.iPhoneOriginals()
    #expect(originals.count >= 9)
    for (entry, metadata) in originals {
      let report = OriginalityScorer().score(metadata)
      let ids = report.flags.map(\.id)
      #expect(ids.contains("heif-structure-matches-model"), "\(entry.path): \(ids)")
      #expect(!ids.contains("heif-structure-mismatch") && !ids.contains("heif-library-encoded"), "\(entry.path)")
      #expect(report.verdict != .reEncoded, "\(entry.path)")
    }
  }

  @Test(
    "iPhone HEICs re-encoded by heif-enc, avifenc and ImageMagick, EXIF copied back, are re_encoded",
    arguments: HEIFReencoder.Encoder.allCases)
  func reencodes(_ encoder: HEIFReencoder.Encoder) throws {
    let missing = HEIFReencoder.missingTools(for: encoder)
    guard missing.isEmpty else {
      #expect(!Corpus.isRequired, "missing \(missing) under CI")
      print("note: \(encoder.rawValue) re-encodes skipped, missing \(missing.joined(separator: ", "))")
      return
    }
    let folder = try TemporaryFiles.folder()
    // Two models, 4032×3024 each: enough to show the structure, quick to encode.
    let chosen = try Self.iPhoneOriginals().filter {
      ["iPhone XR", "iPhone 13 Pro Max"].contains($0.1.model ?? "")
    }.prefix(2)
    #expect(chosen.count == 2)
    for (entry, original) in chosen {
      let copy = try HEIFReencoder.reencode(Corpus.filePath(entry), with: encoder, in: folder)
      let metadata = try PhotoMetadataService().read(path: copy)
      #expect(metadata.model == original.model, "\(entry.path): the EXIF was copied back")
      let report = OriginalityScorer().score(metadata)
      #expect(report.verdict == .reEncoded, "\(entry.path) by \(encoder.rawValue): \(report.flags.map(\.id))")
      #expect(report.flags.contains { $0.id == "heif-structure-mismatch" })
    }
  }
}
