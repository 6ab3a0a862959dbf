import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// `metalens compare` with a PNG original (issue 30: a screenshot, or a
/// picture an editor saved as PNG, against the JPEG a messenger made of
/// it), decoded through libpng (`PNGPictureDecoder`). The PNGs are made by
/// the fixture factory (`PNGFixture.picture`) from a picture decoded from a
/// JPEG, in every layout the decoder transforms: 8-bit RGB, 16-bit, with
/// alpha, and Adam7-interlaced.
@Suite("Compare PNG originals")
struct ComparePNGTests {
  /// A 512 × 384 textured scene, as decoded pixels.
  static let scene: ImageFixture = {
    var picture = ImageFixture(width: 512, height: 384, quality: 95, textured: true)
    picture.scene = true
    return (try? ImageFixture.decoding(try picture.encoded())) ?? picture
  }()

  /// `picture` sent as a messenger sends it: resized, quality 80, 4:2:0.
  static func sent(_ picture: ImageFixture, longSide: Int = 400) throws -> [UInt8] {
    var copy = picture.resized(longSide: longSide)
    copy.quality = 80
    copy.optimizedHuffman = true
    return try copy.encoded()
  }

  @Test(
    "a PNG and its JPEG copy: derived, no region; a clone-stamped copy: the region",
    arguments: PNGFixture.Layout.allCases)
  func layout(layout: PNGFixture.Layout) throws {
    let png = PNGFixture.picture(Self.scene, layout: layout).bytes()
    let comparison = try Self.expectDerivedCopy(of: png, copied: Self.scene)
    #expect(comparison.original.metadata.file.format == .png)
    try Self.expectClonedPieceFound(in: png, copied: Self.scene)
  }

  @Test("an interlaced PNG gives the same grey picture as the same pixels not interlaced")
  func interlacedIsTheSamePicture() throws {
    for picture in [Self.scene, Self.scene.cropped(x: 3, y: 5, width: 13, height: 7)] {
      let plain = PNGPictureDecoder.grey(PNGFixture.picture(picture).bytes(), size: 96)
      let interlaced = PNGPictureDecoder.grey(PNGFixture.picture(picture, layout: .interlaced).bytes(), size: 96)
      let (one, other) = (try plain.get().grey, try interlaced.get().grey)
      #expect(one.width == other.width && one.height == other.height)
      #expect(one.pixels == other.pixels, "\(picture.width) × \(picture.height)")
      let factor = (max(picture.width, picture.height) + 95) / 96
      #expect(one.width == picture.width / factor && one.height == picture.height / factor)
    }
  }

  @Test("a transparent band is drawn on white: a copy flattened on white has no region there")
  func transparentOnWhite() throws {
    let png = PNGFixture.picture(Self.scene, layout: .alpha, transparentRows: 96).bytes()
    _ = try Self.expectDerivedCopy(of: png, copied: Self.whiteBand(Self.scene, rows: 96))
    let grey = try PNGPictureDecoder.grey(png, size: 64).get().grey
    #expect(grey.pixels.prefix(grey.width * 12).allSatisfy { $0 == 255 })
  }

  /// PNG has no reduced decode, but no more than a row of it is ever held:
  /// a PNG over the decode limit is compared from its rows, averaged as they
  /// are read, with a notice. The scene, each pixel made a 40 × 40 block:
  /// 20,480 × 15,360, 315 megapixels in 2 MB of deflate.
  @Test("a PNG over the decode limit is compared from its rows as they are read, with a notice")
  func overTheLimitStreamed() throws {
    let png = PNGFixture.enlarged(Self.scene, by: 40)
    let comparison = try Self.expectDerivedCopy(of: png, copied: Self.scene)
    // 20,480 / ⌈20,480 / 384⌉ = 379; 15,360 / 54 = 284.
    let expected = ReducedScale(
      path: "<original>", width: 20_480, height: 15_360, source: .pngStreamed, decodedWidth: 379, decodedHeight: 284)
    #expect(comparison.reducedScale == [expected])
    #expect(expected.text(.en).contains("more than the 200-megapixel limit for decoding"))
    #expect(expected.text(.en).contains("its rows averaged to 379 × 284 as libpng read them"))
    #expect(expected.text(.ko).contains("379 × 284"))
  }

  /// Hostile PNGs, each refused with its typed reason, never a crash.
  enum Hostile: String, CaseIterable, Sendable {
    case truncated, overPixelLimit, zeroSize, sideOverLimit, noImageData, corruptImageData, badCRC
    /// Issue 61.4: a text chunk declaring 0x7FFFFFFF bytes made libpng allocate 2.1 GB.
    case chunkPastEnd
  }

  @Test("a hostile PNG original: undetermined with a typed reason", arguments: Hostile.allCases)
  func hostile(kind: Hostile) throws {
    let good = PNGFixture.picture(Self.scene).bytes()
    let png: [UInt8]
    switch kind {
    case .truncated: png = Array(good.prefix(good.count / 2))
    case .overPixelLimit: png = PNGFixture(width: 100_000, height: 100_000).bytes()
    case .zeroSize: png = PNGFixture(width: 0, height: 0).bytes()
    case .sideOverLimit: png = PNGFixture(width: 2_000_000, height: 10).bytes()
    case .noImageData: png = PNGFixture(exactly: [.ihdr(width: 64, height: 48), .end]).bytes()
    case .corruptImageData:
      png = PNGFixture(exactly: [.ihdr(width: 64, height: 48), .init("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF]), .end])
        .bytes()
    case .badCRC:
      var bytes = good
      bytes[bytes.count - 20] ^= 0xFF  // in the IDAT's data, its CRC no longer matches
      png = bytes
    case .chunkPastEnd:
      png = PNGFixture(
        exactly: [.ihdr(width: 64, height: 48), .init("tEXt", Array("Comment\0x".utf8), claimedLength: 0x7FFF_FFFF)]
      ).bytes()
    }
    let comparison = try PictureComparer().compare(original: png, copy: try Self.sent(Self.scene))
    #expect(comparison.relation == .undetermined)
    let why = try #require(comparison.why)
    switch (kind, why) {
    case (.overPixelLimit, .overLimit(_, 100_000, 100_000, PNGPictureDecoder.maxStreamedPixels)): break
    case (.sideOverLimit, .limit(_, let detail)): #expect(detail.contains("2000000 × 10"), "\(detail)")
    case (.chunkPastEnd, .decoder(_, "libpng", let message)):
      #expect(message == "the tEXt chunk at offset 33 declares 2147483647 bytes, past the end of the file")
    case (.overPixelLimit, _), (.sideOverLimit, _), (.chunkPastEnd, _): Issue.record("\(why)")
    case (_, .decoder(_, "libpng", let message)): #expect(!message.isEmpty)
    default: Issue.record("\(kind): \(why)")
    }
    for language in [Language.en, .ko] { #expect(why.text(language).contains("<original>")) }
  }
}
