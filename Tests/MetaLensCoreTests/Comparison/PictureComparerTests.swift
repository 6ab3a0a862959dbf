import MetaLensCore
import MetaLensTestSupport
import Testing

/// `metalens compare` on pairs made by the fixture factory: the same bytes,
/// a re-encoded and halved copy, a copy with a clone-stamp edit, a turned
/// copy, and another picture.
@Suite("Compare a copy with its original")
struct PictureComparerTests {
  /// 512 × 384, a scene that never repeats (a crop is found in one place
  /// only), textured, with a camera's tables.
  static let picture: ImageFixture = {
    var picture = RuleCase.thumbnailPicture
    picture.scene = true
    return picture
  }()

  /// `picture` after a clone-stamp edit over a quarter of its width and
  /// height, saved at quality 80.
  static var clonedPicture: ImageFixture {
    var picture = Self.picture
    picture.clone = (from: (x: 16, y: 16), to: (x: 288, y: 192), size: (width: 160, height: 128))
    picture.quality = 80
    return picture
  }

  static func write(_ fixture: JPEGFixture, _ name: String) throws -> String { try fixture.write(named: name) }

  static func compare(_ original: JPEGFixture, _ copy: JPEGFixture) throws -> PictureComparison {
    try PictureComparer().compare(original: write(original, "original.jpg"), copy: write(copy, "copy.jpg"))
  }

  @Test("the same file: identical")
  func identical() throws {
    let path = try Self.write(JPEGFixture(image: Self.picture, segments: [.exif(RuleCase.camera())]), "same.jpg")
    let comparison = try PictureComparer().compare(original: path, copy: path)
    #expect(comparison.relation == .identical)
    #expect(comparison.originalSHA256 == comparison.copySHA256)
  }

  @Test("re-encoded at half the size without its EXIF: derived, scale 0.5, no region, the EXIF gone")
  func reencoded() throws {
    var half = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes())
    half = half.halved()
    half.quality = 75
    half.optimizedHuffman = true
    let comparison = try Self.compare(
      JPEGFixture(image: Self.picture, segments: [.exif(RuleCase.camera())]),
      JPEGFixture(image: half, segments: [.jfif]))
    #expect(comparison.relation == .derived)
    #expect(comparison.scale == 0.5)
    #expect(comparison.regions.isEmpty, "\(comparison.regions)")
    #expect(comparison.metadata.contains { $0.field == "EXIF" && $0.original == "present" && $0.copy == nil })
    #expect(comparison.copy.report.fileOrigin?.state == .reEncoded)
  }

  @Test("a clone-stamp edit: derived, one region where the patch was put")
  func edited() throws {
    let cloned = Self.clonedPicture
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: cloned))
    #expect(comparison.relation == .derived)
    let region = try #require(comparison.regions.first)
    // The patch: x 288–448 of 512, y 192–320 of 384.
    let (centreX, centreY) = (region.x + region.width / 2, region.y + region.height / 2)
    #expect((0.5...0.9).contains(centreX) && (0.45...0.9).contains(centreY), "\(region)")
  }

  @Test("pictures held in memory compare as the files do (the fuzz target's entry)")
  func inMemory() throws {
    let cloned = Self.clonedPicture
    let (original, copy) = (JPEGFixture(image: Self.picture), JPEGFixture(image: cloned))
    let files = try Self.compare(original, copy)
    let memory = try PictureComparer().compare(original: original.bytes(), copy: copy.bytes())
    #expect(memory.relation == files.relation && memory.regions == files.regions)
    #expect(memory.copySHA256 == files.copySHA256 && memory.copy.file.path == "<copy>")
  }

  @Test("the original turned a quarter: derived, rotation found")
  func turned() throws {
    let turned = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes()).turnedClockwise()
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: turned))
    #expect(comparison.relation == .derived)
    #expect(comparison.quarterTurns == 1)
  }

  @Test("a crop of the original, halved and re-encoded: derived, the crop rectangle found")
  func cropped() throws {
    let decoded = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes())
    // x 128–448 of 512, y 64–304 of 384: 62.5% × 62.5%, from 25% and 16.7%.
    var crop = decoded.cropped(x: 128, y: 64, width: 320, height: 240)
    crop = crop.halved()
    crop.quality = 80
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: crop))
    #expect(comparison.relation == .derived, "\(comparison.reason ?? "")")
    let window = try #require(comparison.crop)
    #expect(abs(window.x - 0.25) < 0.03 && abs(window.y - 0.167) < 0.03, "\(window)")
    #expect(abs(window.width - 0.625) < 0.03 && abs(window.height - 0.625) < 0.03, "\(window)")
    #expect(comparison.regions.isEmpty, "\(comparison.regions)")
    #expect(comparison.scale.map { abs($0 - 0.5) < 0.03 } == true, "\(String(describing: comparison.scale))")
  }

  @Test("a mirror image turned upside down: derived, mirrored, turned twice")
  func mirrored() throws {
    let other = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes()).turnedClockwise()
      .turnedClockwise().mirrored()
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: other))
    #expect(comparison.relation == .derived)
    #expect(comparison.mirrored && comparison.quarterTurns == 2 && comparison.crop == nil)
  }

  @Test("another picture: unrelated, whether of the same shape or another")
  func unrelated() throws {
    // The original's halves swapped: the same texture, not the same picture.
    let decoded = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes())
    let other = decoded.cropped(x: 256, y: 0, width: 256, height: 384).besideRight(
      decoded.cropped(x: 0, y: 0, width: 256, height: 384))
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: other))
    #expect(comparison.relation == .unrelated, "\(comparison.relation) \(comparison.crop.map { "\($0)" } ?? "")")
    let square = try Self.compare(
      JPEGFixture(image: Self.picture), JPEGFixture(image: ImageFixture(width: 256, height: 256)))
    #expect(square.relation == .unrelated, "\(square.relation)")
  }

  @Test("a copy declaring 300 megapixels in a few kilobytes: undetermined, its data ends before its picture")
  func overLimitBomb() throws {
    let bomb = HostileJPEG.declaring(width: 20_000, height: 15_000, try JPEGFixture(image: Self.picture).bytes())
    let comparison = try PictureComparer().compare(original: try JPEGFixture(image: Self.picture).bytes(), copy: bomb)
    #expect(comparison.relation == .undetermined)
    #expect(comparison.why == .undecodable(path: "<copy>", decoder: "libjpeg"))
    #expect(comparison.reducedScale.isEmpty)
  }

  @Test("the over-the-limit reason, kept for a HEIF without a thumbnail, in both languages")
  func overLimitWords() {
    let why = ComparisonReason.overLimit(path: "<copy>", width: 20_000, height: 15_000, limit: 200_000_000)
    #expect(why.text(.ko).contains("20000 × 15000") && why.text(.ko).contains("디코딩 한도"), "\(why.text(.ko))")
    #expect(why.text(.en).contains("200-megapixel limit"), "\(why.text(.en))")
  }

  /// A 16,384 × 16,384 original whose coefficients libjpeg would hold
  /// whole: progressive, or sequential with its components in separate
  /// scans (which read "libjpeg could not decode" before).
  @Test(
    "a JPEG of several scans over the decode limit: undetermined, over the limit in both languages",
    arguments: ["progressive", "separate scans"])
  func severalScansOverLimit(_ kind: String) throws {
    var small = ImageFixture(width: 64, height: 64)
    small.progressive = true
    let original =
      kind == "progressive"
      ? HostileJPEG.declaring(width: 16_384, height: 16_384, try JPEGFixture(image: small).bytes())
      : SeparateScansJPEG.declaring(width: 16_384, height: 16_384)
    let comparison = try PictureComparer().compare(
      original: original, copy: try JPEGFixture(image: Self.clonedPicture).bytes())
    #expect(comparison.relation == .undetermined)
    let why = try #require(comparison.why)
    #expect(why == .overLimit(path: "<original>", width: 16_384, height: 16_384, limit: ReadLimits.maxDecodedPixels))
    #expect(why.text(.en).contains("16384 × 16384 pixels, more than the 200-megapixel limit"), "\(why.text(.en))")
    #expect(why.text(.ko).contains("16384 × 16384 픽셀로, 디코딩 한도(200메가픽셀)"), "\(why.text(.ko))")
    #expect(comparison.reducedScale.isEmpty)
  }

  /// `picture`'s grey levels, each pixel a 4 × 4 square of 8 × 8 blocks:
  /// 16,384 × 12,288 pixels (201 megapixels), one over the decode limit.
  static func overLimitOriginal() throws -> [UInt8] {
    let decoded = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes())
    let (width, height, channels) = (decoded.width, decoded.height, decoded.grayscale ? 1 : 3)
    let pixels = try #require(decoded.pixels)
    var grey = [UInt8](repeating: 0, count: width * height)
    for index in grey.indices {
      guard channels == 3 else {
        grey[index] = pixels[index]
        continue
      }
      let (red, green, blue) = (Int(pixels[index * 3]), Int(pixels[index * 3 + 1]), Int(pixels[index * 3 + 2]))
      grey[index] = UInt8((299 * red + 587 * green + 114 * blue) / 1000)
    }
    let wide = width * 4
    var means = [UInt8](repeating: 0, count: wide * height * 4)
    for y in 0..<height * 4 {
      for x in 0..<wide { means[y * wide + x] = grey[(y / 4) * width + x / 4] }
    }
    return MeanOnlyJPEG.encode(means: means, blocksWide: width * 4, blocksHigh: height * 4)
  }

  @Test("a JPEG original of 201 megapixels and its 512-pixel copy: derived at reduced scale, said in both languages")
  func reducedScaleJPEG() throws {
    let original = try Self.overLimitOriginal()
    var copy = Self.picture
    copy.quality = 80
    let comparison = try PictureComparer().compare(original: original, copy: try JPEGFixture(image: copy).bytes())
    #expect(comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")")
    #expect(comparison.regions.isEmpty, "\(comparison.regions)")
    let expected = ReducedScale(
      path: "<original>", width: 16_384, height: 12_288, source: .jpegDCTScaling, decodedWidth: 2048,
      decodedHeight: 1536)
    #expect(comparison.reducedScale == [expected])
    let (english, korean) = (expected.text(Language.en), expected.text(Language.ko))
    #expect(english.contains("16384 × 12288") && english.contains("1/8 DCT scaling"), "\(english)")
    #expect(korean.contains("16384 × 12288") && korean.contains("축소해 비교"), "\(korean)")
  }

  @Test("a copy of the 201-megapixel JPEG with a patch cloned in it: the region is found at reduced scale")
  func reducedScaleRegion() throws {
    let comparison = try PictureComparer().compare(
      original: try Self.overLimitOriginal(), copy: try JPEGFixture(image: Self.clonedPicture).bytes())
    #expect(comparison.relation == .derived, "\(comparison.relation)")
    let truth = PictureRectangle(x: 288.0 / 512, y: 192.0 / 384, width: 160.0 / 512, height: 128.0 / 384)
    let best = comparison.regions.map { CompareCorpusTests.overlap($0, truth) }.max() ?? 0
    #expect(best * 3 >= 1, "\(best): \(comparison.regions)")
  }
}
