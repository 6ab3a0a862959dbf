import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// `metalens compare` with an original that is not a JPEG: an iPhone's HEIC
/// against the JPEG a messenger makes of it (decoded by libheif's
/// `heif-convert`, resized by the fixture factory to a long side of 1280
/// and saved at quality 80 without metadata), and a GIF original, whose
/// picture compare cannot decode yet (a typed error, in both languages).
@Suite("Compare originals of other formats")
struct CompareFormatsTests {
  static let iPhones = [
    "Exiv2-exiv2/test/data/IMG_3578.heic", "drewnoakes-metadata-extractor-images/heic/IMG_1034.heic",
  ]

  @Test(
    "an iPhone HEIC and its JPEG copy: derived, no region; with a patch cloned in it: the region",
    .enabled(
      if: Corpus.isAvailable && HEIFReencoder.tool("heif-convert") != nil, "the corpus or heif-convert is absent"),
    arguments: iPhones)
  func heic(path: String) throws {
    let location = try #require(Corpus.location)
    let original = location.appendingPathComponent("files/" + path).path
    let decoded = try ImageFixture.decoding(try HEIFReencoder.decodedJPEG(original, in: TemporaryFiles.folder()))
    var copy = decoded.resized(longSide: 1280)
    copy.quality = 80
    let plain = try TemporaryFiles.write(try copy.encoded(), named: "KakaoTalk_20240725_092842023.jpg")
    let comparison = try PictureComparer().compare(original: original, copy: plain)
    #expect(comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")")
    #expect(comparison.regions.isEmpty, "\(comparison.regions)")
    #expect(comparison.original.metadata.file.format == .heic)

    let (w, h) = (copy.width, copy.height)
    let edited = try copy.pasting(
      copy, from: (x: w / 10, y: h / 10), to: (x: w * 6 / 10, y: h * 55 / 100), size: (w / 4, h / 4))
    let editedPath = try TemporaryFiles.write(try edited.encoded(), named: "edited.jpg")
    let changed = try PictureComparer().compare(original: original, copy: editedPath)
    #expect(changed.relation == .derived, "\(changed.relation) \(changed.reason ?? "")")
    let truth = PictureRectangle(x: 0.6, y: 0.55, width: 0.25, height: 0.25)
    let best = changed.regions.map { CompareCorpusTests.overlap($0, truth) }.max() ?? 0
    #expect(best * 3 >= 1, "\(best): \(changed.regions)")
  }

  @Test("a GIF original: a typed error that names the format and says what to compare instead")
  func gif() throws {
    let gif = try TemporaryFiles.write(GIFFixture(width: 64, height: 48, []).bytes(), named: "original.gif")
    let jpeg = try TemporaryFiles.write(try ImageFixture(width: 64, height: 48).encoded(), named: "copy.jpg")
    #expect(throws: MetaLensError.pictureNotDecoded(path: gif, format: .gif)) {
      try PictureComparer().compare(original: gif, copy: jpeg)
    }
    let error = MetaLensError.pictureNotDecoded(path: gif, format: .gif)
    #expect(error.code == "picture_not_decoded")
    for language in [Language.en, .ko] {
      let catalogue = Catalogue.of(language)
      #expect(error.reason(in: catalogue).contains("GIF"))
      #expect(error.reason(in: catalogue).contains("PNG"), "PNG is among the formats compare decodes")
      #expect(error.hint(in: catalogue)?.contains("JPEG") == true)
    }
  }

  @Test(
    "a HEIC declaring 201 megapixels: compared from its own thumbnail, derived, said so; without one: undetermined",
    .enabled(if: HEIFReencoder.tool("heif-enc") != nil || Corpus.isRequired, "heif-enc is absent"))
  func heicOverLimit() throws {
    let folder = try TemporaryFiles.folder()
    let jpeg = try TemporaryFiles.write(
      try JPEGFixture(image: PictureComparerTests.picture).bytes(), named: "scene.jpg")
    var copy = PictureComparerTests.picture
    copy.quality = 80
    let copyBytes = try JPEGFixture(image: copy).bytes()
    let declared = (width: 16_384, height: 12_288)
    let withThumbnail = HEIFReencoder.declaring(
      try HEIFReencoder.heifWithThumbnail(jpeg, thumbnail: 256, in: folder), from: (512, 384), to: declared)
    let comparison = try PictureComparer().compare(original: withThumbnail, copy: copyBytes)
    #expect(comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")")
    #expect(
      comparison.reducedScale == [
        ReducedScale(
          path: "<original>", width: 16_384, height: 12_288, source: .heifThumbnail, decodedWidth: 256,
          decodedHeight: 192)
      ])
    #expect(comparison.reducedScale.first?.text(.en).contains("the file's own thumbnail (256 × 192)") == true)

    let bare = HEIFReencoder.declaring(
      try HEIFReencoder.heifWithThumbnail(jpeg, thumbnail: 0, in: folder), from: (512, 384), to: declared)
    let refused = try PictureComparer().compare(original: bare, copy: copyBytes)
    #expect(refused.relation == .undetermined)
    #expect(refused.why == .overLimit(path: "<original>", width: 16_384, height: 12_288, limit: 200_000_000))
  }
}
