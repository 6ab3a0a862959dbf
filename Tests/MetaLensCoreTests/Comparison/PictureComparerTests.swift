import MetaLensCore
import MetaLensTestSupport
import Testing

/// `metalens compare` on pairs made by the fixture factory: the same bytes,
/// a re-encoded and halved copy, a copy with a clone-stamp edit, a turned
/// copy, and another picture.
@Suite("Compare a copy with its original")
struct PictureComparerTests {
  static let picture = RuleCase.thumbnailPicture

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
    var cloned = RuleCase.clonedPicture
    cloned.quality = 80
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: cloned))
    #expect(comparison.relation == .derived)
    let region = try #require(comparison.regions.first)
    // The patch: x 288–448 of 512, y 192–320 of 384.
    let (centreX, centreY) = (region.x + region.width / 2, region.y + region.height / 2)
    #expect((0.5...0.9).contains(centreX) && (0.45...0.9).contains(centreY), "\(region)")
  }

  @Test("pictures held in memory compare as the files do (the fuzz target's entry)")
  func inMemory() throws {
    var cloned = RuleCase.clonedPicture
    cloned.quality = 80
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

  @Test("another picture: unrelated, or undetermined for another shape")
  func unrelated() throws {
    let other = try ImageFixture.decoding(try JPEGFixture(image: Self.picture).bytes()).turnedClockwise()
      .turnedClockwise().mirrored()
    let comparison = try Self.compare(JPEGFixture(image: Self.picture), JPEGFixture(image: other))
    #expect(comparison.relation == .unrelated)
    let square = try Self.compare(
      JPEGFixture(image: Self.picture), JPEGFixture(image: ImageFixture(width: 256, height: 256)))
    #expect(square.relation == .undetermined && square.reason != nil)
  }
}
