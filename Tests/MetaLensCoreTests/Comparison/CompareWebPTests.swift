import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// `metalens compare` with WebP pictures (issue 30), decoded by libwebp at
/// the compared size (`WebPPictureDecoder`): WebP originals made by the
/// fixture factory (libwebp's encoder, lossy and lossless) against JPEG
/// copies, a JPEG original against a WebP copy, a WebP of the format's
/// largest size (over the decode limit: compared at reduced scale, said
/// so), and hostile ones; and every WebP of the corpus decoded, or refused
/// with a typed reason.
@Suite("Compare WebP pictures")
struct CompareWebPTests {
  enum Kind: String, CaseIterable, Sendable {
    case lossy, lossless, transparentBand
  }

  @Test(
    "a WebP original and its JPEG copy: derived, no region; a clone-stamped copy: the region",
    arguments: Kind.allCases)
  func original(kind: Kind) throws {
    let scene = ComparePNGTests.scene
    let webp: [UInt8]
    var copied = scene
    switch kind {
    case .lossy: webp = try WebPFixture.picture(scene, quality: 80)
    case .lossless: webp = try WebPFixture.picture(scene, quality: nil)
    case .transparentBand:
      webp = try WebPFixture.picture(scene, quality: nil, transparentRows: 96)
      copied = ComparePNGTests.whiteBand(scene, rows: 96)
    }
    let comparison = try ComparePNGTests.expectDerivedCopy(of: webp, copied: copied)
    #expect(comparison.original.metadata.file.format == .webp)
    #expect(comparison.reducedScale.isEmpty)
    // The region search itself is the comparer's (PictureComparerTests);
    // here it runs on each kind of bitstream, lossy and lossless.
    guard kind != .transparentBand else { return }
    try ComparePNGTests.expectClonedPieceFound(in: webp, copied: copied)
  }

  @Test("a JPEG original and a WebP copy a messenger made of it: derived, no region")
  func webpCopy() throws {
    let original = try JPEGFixture(image: PictureComparerTests.picture).bytes()
    let copy = try WebPFixture.picture(try ImageFixture.decoding(original).resized(longSide: 400), quality: 75)
    let comparison = try PictureComparer().compare(original: original, copy: copy)
    #expect(comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")")
    #expect(comparison.regions.isEmpty, "\(comparison.regions)")
  }

  @Test("a WebP of 16383 × 16383 pixels (over the limit): decoded at reduced scale by libwebp, with the notice")
  func overLimit() throws {
    let bytes = WebPFixture.constant(width: 16_383, height: 16_383, grey: 200)
    let inspection = try Inspector().inspect(bytes: bytes, path: "huge.webp")
    guard case .picture(let grey, let reduced) = try ComparedPicture.decode(inspection, bytes) else {
      Issue.record("not decoded")
      return
    }
    // 16383 / ⌈16383 / 384⌉ = 381.
    #expect(grey.width == 381 && grey.height == 381)
    #expect(grey.pixels.allSatisfy { $0 == 200 })
    #expect(
      reduced
        == ReducedScale(
          path: "huge.webp", width: 16_383, height: 16_383, source: .webpScaling, decodedWidth: 381,
          decodedHeight: 381))
    #expect(reduced?.text(.en).contains("libwebp's scaled decode (381 × 381)") == true)
    #expect(reduced?.text(.ko).contains("381 × 381") == true)
  }

  enum Hostile: String, CaseIterable, Sendable {
    case truncated, animated, headerOnly, garbage
  }

  @Test("a hostile WebP original: undetermined with a typed reason", arguments: Hostile.allCases)
  func hostile(kind: Hostile) throws {
    let good = try WebPFixture.picture(ComparePNGTests.scene, quality: 80)
    let webp: [UInt8]
    switch kind {
    case .truncated: webp = Array(good.prefix(good.count / 2))
    case .animated:
      webp = WebPFixture([
        .extended(flags: 0x02, width: 64, height: 48), .init("ANIM", [255, 255, 255, 255, 0, 0]),
        .init("ANMF", [UInt8](repeating: 0, count: 16) + WebPFixture.Chunk.lossy(width: 64, height: 48).data),
      ]).bytes()
    case .headerOnly: webp = WebPFixture([.lossy(width: 64, height: 48)]).bytes()
    case .garbage:
      webp = WebPFixture([.init("VP8L", [0x2F] + [UInt8](repeating: 0xA5, count: 64))]).bytes()
    }
    let comparison = try PictureComparer().compare(
      original: webp, copy: try ComparePNGTests.sent(ComparePNGTests.scene))
    #expect(comparison.relation == .undetermined)
    let why = try #require(comparison.why)
    switch (kind, why) {
    case (.animated, .animated(_, "libwebp")): break
    case (.animated, _): Issue.record("\(why)")
    case (.truncated, .decoder(_, "libwebp", let message)): #expect(message.contains("not enough data"), "\(message)")
    case (_, .decoder(_, "libwebp", let message)): #expect(!message.isEmpty)
    default: Issue.record("\(kind): \(why)")
    }
    for language in [Language.en, .ko] { #expect(why.text(language).contains("<original>")) }
  }

  @Test(
    "every corpus WebP is decoded or refused with a typed reason, never a crash",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpusWebPs() throws {
    let tally = try CorpusPictureDecodes(
      { $0.format == "WebP" }, reading: .webp,
      key: { why in
        switch why {
        case .animated: "animated"
        case .decoder(_, "libwebp", let message): "libwebp: " + message
        default: "\(why)"
        }
      },
      explained: { oracle in
        oracle.keys.contains { $0.hasSuffix(":AnimationLoopCount") || $0.hasSuffix(":FrameCount") }
      })
    print(tally.summary("WebPs"))
    #expect(tally.decoded >= 15)
    #expect(tally.unexpected.isEmpty, "\(tally.unexpected)")
  }
}
