import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// PNG originals made at test time from `CompareCorpusTests`' camera
/// photos (decoded by libjpeg, saved as PNG by the fixture factory, never a
/// committed copy) against the copies that suite makes of them; and every
/// PNG of the corpus decoded, or refused with a typed reason.
@Suite("Compare PNG originals from the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ComparePNGCorpusTests {
  static let paths = Array(CompareCorpusTests.paths.prefix(4))

  @Test(
    "a photo saved as PNG: its sent copy derived, no region; a cloned copy: the region; another photo: unrelated",
    arguments: paths, [CompareCorpusTests.Copy.sent1600q85, .cloned, .other])
  func copy(path: String, kind: CompareCorpusTests.Copy) throws {
    let original = try #require(CompareCorpusTests.originals[path])
    let png = PNGFixture.picture(try ImageFixture.decoding(original.bytes)).bytes()
    let made = try CompareCorpusTests.make(kind, from: original)
    let comparison = try PictureComparer().compare(
      original: png, copy: made.bytes, originalPath: "original.png", copyPath: "copy.jpg")
    let described = "\(comparison.relation) \(comparison.reason ?? "") regions \(comparison.regions)"
    #expect(comparison.original.metadata.file.format == .png)
    switch kind {
    case .other: #expect(comparison.relation == .unrelated, "\(described)")
    case .cloned:
      #expect(comparison.relation == .derived, "\(described)")
      let truth = try #require(made.changed)
      let best = comparison.regions.map { CompareCorpusTests.overlap($0, truth) }.max() ?? 0
      #expect(best * 3 >= 1, "best overlap \(best) with \(truth): \(described)")
    default:
      #expect(comparison.relation == .derived, "\(described)")
      #expect(comparison.regions.isEmpty, "\(described)")
    }
  }

  @Test("every corpus PNG is decoded or refused with a typed reason, never a crash")
  func corpusPNGs() throws {
    // A PNG outside the corpus's malformed sets that ExifTool reads
    // without a warning ("Corrupted PNG image") decodes.
    let tally = try CorpusPictureDecodes(
      { $0.format == "PNG" || $0.format == "APNG" }, reading: .png,
      key: { why in
        switch why {
        case .overLimit: "over the pixel limit"
        case .limit: "over libpng's side limit"
        case .decoder(_, "libpng", let message): "libpng: " + message
        default: "\(why)"
        }
      })
    print(tally.summary("PNGs"))
    #expect(tally.decoded >= 100)
    #expect(tally.unexpected.isEmpty, "\(tally.unexpected)")
  }
}
