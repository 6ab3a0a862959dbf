import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The encoder's table family, quality and coding choices, on fixtures
/// libjpeg encodes with the settings each test names.
@Suite("Encoder identity")
struct EncoderIdentityTests {
  static func identity(_ image: ImageFixture) throws -> EncoderIdentity? {
    EncoderIdentity(try JPEGFixture(image: image).metadata())
  }

  @Test("libjpeg's scaled Annex K tables are IJG at their quality, with the coding choices")
  func ijg() throws {
    let optimised = try #require(try Self.identity(ImageFixture(quality: 95, optimizedHuffman: true)))
    #expect(optimised.family == .ijg)
    #expect(optimised.quality == 95 && optimised.qualityIsExact)
    #expect(optimised.huffman == .optimized && !optimised.progressive)
    #expect(optimised.subsampling == "4:2:0")
    let standard = try #require(try Self.identity(ImageFixture(quality: 80, lumaSampling: (1, 1))))
    #expect(standard.huffman == .standard && standard.quality == 80 && standard.subsampling == "4:4:4")
    let progressive = try #require(try Self.identity(ImageFixture(quality: 87, progressive: true)))
    #expect(progressive.progressive && progressive.huffman == .optimized && progressive.quality == 87)
  }

  @Test("mozjpeg's default tables are told from IJG's at the same quality")
  func mozjpeg() throws {
    let table = QualityEstimator.scaled(EncoderTables.mozjpegBase, quality: 80)
    let identity = try #require(try Self.identity(ImageFixture(quality: 80, tables: (table, table))))
    #expect(identity.family == .mozjpeg)
    #expect(identity.quality == 80 && identity.qualityIsExact)
    // Luma mozjpeg, chroma another quality: not mozjpeg's output.
    let mixed = QualityEstimator.scaled(EncoderTables.mozjpegBase, quality: 70)
    #expect(try Self.identity(ImageFixture(quality: 80, tables: (table, mixed)))?.family == .unknown)
  }

  @Test("Apple's and Photoshop's measured tables are theirs; other custom tables are unknown with an estimate")
  func measuredAndUnknown() throws {
    let apple = try #require(PlatformFingerprints.appleTables.first)
    #expect(try Self.identity(ImageFixture(tables: (apple[0], apple[1])))?.family == .apple)
    let photoshop = try #require(PlatformFingerprints.photoshopTables.last)
    #expect(try Self.identity(ImageFixture(tables: (photoshop[0], photoshop[1])))?.family == .photoshop)
    let flat = [UInt16](repeating: 7, count: 64)
    let unknown = try #require(try Self.identity(ImageFixture(tables: (flat, flat))))
    #expect(unknown.family == .unknown && !unknown.qualityIsExact && unknown.quality != nil)
  }

  @Test("a file that is not a JPEG has no encoder identity and no platform")
  func notJPEG() throws {
    let metadata = try PhotoMetadataService().read(
      path: try PNGFixture().write(named: "KakaoTalk_20211112_161528299.png"))
    #expect(EncoderIdentity(metadata) == nil)
    #expect(PlatformIdentifier.matches(metadata).isEmpty)
  }
}
