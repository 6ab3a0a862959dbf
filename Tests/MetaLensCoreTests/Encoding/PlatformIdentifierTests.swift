import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Platform matches on fixtures built to each fingerprint, and the rules
/// around them: every criterion must hold, a camera's EXIF rules a platform
/// out, and a name alone is never a match.
@Suite("Platform identifier")
struct PlatformIdentifierTests {
  /// JFIF APP0 with density units 0 and a 1:1 aspect ratio, as libjpeg writes it.
  static let aspectOnlyJFIF = FixtureSegment.raw(
    marker: 0xE0, payload: Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
  static let androidProfile = FixtureSegment.icc(
    profile: ICCFixture.profile(description: "sRGB", copyright: "Google Inc. 2016"), chunkSize: 60_000)

  /// What KakaoTalk's normal quality writes on Android (platforms.md, measured).
  static func kakaoTalk(extra: [FixtureSegment] = [], quality: Int = 95) -> JPEGFixture {
    JPEGFixture(
      image: ImageFixture(width: 1440, height: 1080, quality: quality, optimizedHuffman: true),
      segments: [aspectOnlyJFIF, androidProfile] + extra)
  }

  static func matches(_ fixture: JPEGFixture, named name: String = "fixture.jpg") throws -> [PlatformMatch] {
    PlatformIdentifier.matches(try PhotoMetadataService().read(path: try fixture.write(named: name)))
  }

  @Test("KakaoTalk's normal quality matches on its facts; the name is added as weak evidence")
  func kakaoTalk() throws {
    let named = try Self.matches(Self.kakaoTalk(), named: "KakaoTalk_20240725_092842023.jpg")
    #expect(named.map(\.platform) == [.kakaotalk])
    let match = try #require(named.first)
    #expect(match.variant == "normal quality, Android")
    #expect(match.nameEvidence == "the name is how KakaoTalk saves files")
    #expect(match.facts.contains(EncodingFact(marker: "DQT", value: "IJG tables at quality 95")))
    #expect(match.facts.contains(EncodingFact(marker: "APP2 ICC_PROFILE", value: "sRGB, Google Inc. 2016")))
    #expect(match.facts.contains(EncodingFact(marker: "APP1 Exif", value: "absent")))
    #expect(match.sharedWith?.contains("Android") == true)
    #expect(try Self.matches(Self.kakaoTalk()).first?.nameEvidence == nil)
  }

  @Test("one criterion off is no match: quality, a camera's EXIF, a stub EXIF")
  func everyCriterion() throws {
    #expect(try Self.matches(Self.kakaoTalk(quality: 90)).isEmpty)
    let camera = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("samsung")), .init(.ifd0, TagID.model, .ascii("SM-G991N")),
    ])
    #expect(try Self.matches(Self.kakaoTalk(extra: [.exif(camera)])).isEmpty)
    let stub = ExifFixture([.init(.ifd0, TagID.orientation, .short([1]))])
    #expect(try Self.matches(Self.kakaoTalk(extra: [.exif(stub)])).isEmpty)
  }

  @Test("a platform's file name alone is never a match")
  func nameAlone() throws {
    let plain = JPEGFixture(image: ImageFixture(quality: 75), segments: [.jfif])
    #expect(try Self.matches(plain, named: "KakaoTalk_20201230_215907472.jpg").isEmpty)
    #expect(try Self.matches(plain, named: "WhatsApp Image 2021-03-04 at 10.12.13.jpeg").isEmpty)
  }

  @Test("WhatsApp's progressive mozjpeg file; Telegram's quality 87 with dpi density")
  func progressivePlatforms() throws {
    let table = QualityEstimator.scaled(EncoderTables.mozjpegBase, quality: 80)
    let whatsapp = JPEGFixture(
      image: ImageFixture(quality: 80, progressive: true, tables: (table, table)), segments: [Self.aspectOnlyJFIF])
    #expect(try Self.matches(whatsapp).map(\.variant) == ["default, mozjpeg tables"])
    let telegram = JPEGFixture(
      image: ImageFixture(width: 1280, height: 960, quality: 87, progressive: true), segments: [.jfif])
    #expect(try Self.matches(telegram).map(\.platform) == [.telegram])
    let hd = JPEGFixture(
      image: ImageFixture(width: 1600, height: 1200, quality: 87, progressive: true), segments: [.jfif])
    #expect(try Self.matches(hd).isEmpty, "1600 px is neither Telegram's 1280 nor its 2560")
  }

  @Test("Meta's FBMD Special Instructions match whatever the tables")
  func meta() throws {
    let iptc: [UInt8] = PhotoshopFixture.iptc([(number: 40, text: "FBMD01000aa6030000")])
    let resource: (id: UInt16, data: [UInt8]) = (0x0404, iptc)
    let fixture = JPEGFixture(image: ImageFixture(quality: 71, progressive: true), segments: [.photoshop([resource])])
    let match = try #require(try Self.matches(fixture, named: "21905578_2129891183703876_852973393_n.jpg").first)
    #expect(match.platform == Platform.meta && match.variant == "IPTC FBMD")
    #expect(match.nameEvidence != nil)
  }

  @Test("Snapchat's UserComment is found in its base64")
  func snapchat() {
    #expect(PlatformFingerprint.namesSnapchat("CkwKSlNuYXBjaGF0LzEzLjI3LjAuNDIgKEtCMjAwMTsgQW5kcm9pZCAxNCNS"))
    #expect(PlatformFingerprint.namesSnapchat("Snapchat/13.44.0.44 (KB2001; Android 14)"))
    #expect(!PlatformFingerprint.namesSnapchat("U2NyZWVuc2hvdA=="))
    #expect(!PlatformFingerprint.namesSnapchat(""))
  }

  @Test(
    "file names follow the platforms' patterns",
    arguments: [
      ("KakaoTalk_20240725_092842023_01.jpg", [Platform.kakaotalk]),
      ("IMG-20251110-WA0025.jpg", [.whatsapp]), ("IMG-2025111-WA0025.jpg", []),
      ("photo_2021-04-01_20-28-53.jpg", [.telegram]), ("signal-2022-10-04-140540_002.jpeg", [.signal]),
      ("S__77242370.jpg", [.line]), ("mmexport1689910070987.jpg", [.wechat]), ("微信图片_20230101.jpg", [.wechat]),
      ("21905578_2129891183703876_852973393_n.jpg", [.meta]), ("received_3565064583819190.jpeg", [.meta]),
      ("Snapchat-1993090342.jpg", [.snapchat]), ("IMG_1234.JPG", []),
    ])
  func names(name: String, platforms: [Platform]) {
    #expect(PlatformIdentifier.platforms(namedBy: name) == platforms)
  }
}
