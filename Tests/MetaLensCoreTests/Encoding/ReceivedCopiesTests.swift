import MetaLensCore
import MetaLensTestSupport
import Testing

/// The platform fingerprints on real files: the photos of
/// `../shared/messenger` must name the platform their header shows (or the
/// one it shares its fingerprint with), never a wrong one; the corpus
/// camera originals must name none. docs/RECEIVED-COPIES.md has the figures.
@Suite("Received copies", .enabled(if: Messenger.isAvailable || Corpus.isRequired, "../shared/messenger is absent"))
struct ReceivedCopiesTests {
  /// Files named for a platform whose header is not that platform's known
  /// output, and why. They must match no platform.
  static let exceptions: [String: String] = [
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210402_164611548.jpg": samsungGallery,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210402_164956574.jpg": samsungGallery,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210422_170253978.jpg": samsungGallery,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210603_160417175.jpg": samsungGallery,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210412_134255647.jpg": windowsPhotoEditor,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210416_111343943 (2).jpg": windowsPhotoEditor,
    "kakaotalk/beming-dev+myJekyll/KakaoTalk_20210416_111343943_01 (2).jpg": windowsPhotoEditor,
    "kakaotalk/jschoi96+TIL/KakaoTalk_20201230_215907472.jpg": windowsPhotoEditor,
    "kakaotalk/jschoi96+TIL/KakaoTalk_20210101_075435379.jpg": windowsPhotoEditor,
    "kakaotalk/soh445+sansarang-1p4f/KakaoTalk_20260517_114334564.jpg": cameraFile,
    "kakaotalk/soh445+sansarang-1p4f/KakaoTalk_20260517_114400800.jpg": cameraFile,
    "kakaotalk/soh445+sansarang-1p4f/KakaoTalk_20260517_114514523.jpg": cameraFile,
    "kakaotalk/soh445+sansarang-1p4f/KakaoTalk_20260517_114557666.jpg": cameraFile,
    "kakaotalk/woo3gyeob+ssuangView/KakaoTalk_20211112_161528299.png": notJPEG,
    "line/suthisaji+AnimalAID-dev/S__1261612.jpg":
      "IJG q100 tables, 96 dpi, a 4-tag EXIF: not the ImageIO output of LINE's other files; origin unknown",
    "messenger/Mushimuche+heart-disease-dashboard/received_2306525082881700_2.jpeg":
      "IJG q100, JFIF only: no FBMD and no Meta profile, so a re-save after download",
    "meta_cdn/dattasiddhartha-3+dattasiddhartha-3.github.io/ba06d3445330501_2205033879773905_1146807820524453888_n.jpg":
      "re-saved by BeFunky (EXIF Software) after download",
    "signal/stesie+stesie.github.com/signal-2024-06-29-220711_003_1719694678170_0.jpeg": notJPEG,
    "signal/stesie+stesie.github.com/signal-2024-06-29-220711_005_1719693657952_0.jpeg": notJPEG,
    "telegram/Giudami+GeograQuiz/photo_2020-07-06_16-16-12.jpg":
      "baseline with standard Huffman tables at IJG q75: re-saved after download",
    "telegram/notsegfault+delta-docs/photo_2022-03-09_22-31-14.jpg": gimp,
    "telegram/notsegfault+delta-docs/photo_2022-04-29_12-20-38 (1).jpg": gimp,
    "wechat/meishiart+meishiart.github.io/mmexport1612365838630.jpg": smallWeChat,
    "wechat/meishiart+meishiart.github.io/mmexport1612366131745.jpg": smallWeChat,
    "whatsapp/Pritam718+sristifoundation/WhatsApp Image 2022-09-10 at 8.03.15 PM.jpeg":
      "baseline with tables of neither IJG nor mozjpeg: re-saved after download",
    "whatsapp/echyassine+social-network-frontend/WhatsApp Image 2021-03-09 at 21.11.04 (2).jpeg":
      "baseline with IJG q90 tables: re-saved after download",
    "whatsapp/nermeen841+jadder/WhatsApp Image 2021-12-19 at 11.53.18 AM.png": notJPEG,
  ]
  static let samsungGallery = "saved again by Samsung's gallery: EXIF Software names an Android build, IJG q94"
  static let windowsPhotoEditor = "re-saved by Windows Photo Editor (XMP CreatorTool) after download, IJG q90"
  static let cameraFile = "the camera's own file (Samsung EXIF, 4000 px): sent in original quality or as a file"
  static let notJPEG = "not a JPEG (PNG under the platform's name)"
  static let gimp = "edited in GIMP after download (XMP CreatorTool, 4:4:4)"
  static let smallWeChat = "500 px, standard Huffman tables at IJG q52 or q64: no WeChat output measured or cited"

  /// Files whose header matches another platform's fingerprint because the
  /// two share it, with the platform they match.
  static let shared: [String: Platform] = [
    // Apple ImageIO with a stub EXIF, as LINE's iOS files: KakaoTalk's iOS
    // app re-encodes through the same encoder.
    "kakaotalk/josajang98+Final-PJT/KakaoTalk_20220516_170422236.jpg": .line
  ]

  static func claimed(_ entry: Messenger.Entry) -> Platform? {
    ["meta_cdn": .meta, "messenger": .meta][entry.platformByName] ?? Platform(rawValue: entry.platformByName)
  }

  @Test("a messenger file names the platform its header shows, never a wrong one", arguments: Messenger.entries())
  func messengerFile(_ entry: Messenger.Entry) throws {
    let key = String(entry.path.dropFirst("files/".count))
    let metadata = try PhotoMetadataService().read(path: Messenger.filePath(entry))
    let platforms = PlatformIdentifier.matches(metadata).map(\.platform)
    // Every platform re-encodes through libjpeg's marker writer, one table a
    // segment: packed tables are a camera's layout (`ijg-standard-tables`).
    if let jpeg = metadata.jpeg, jpeg.usesIJGStandardTables { #expect(!jpeg.tablesShareSegments) }
    // Is it the camera's original file? Only the camera's own files say yes;
    // every platform's copy says it was encoded again.
    let report = OriginalityScorer().score(metadata)
    let state = report.fileOrigin?.state
    if Self.exceptions[key] == Self.cameraFile {
      #expect(state == .cameraOriginal)
    } else {
      #expect(state != .cameraOriginal)
    }
    if !platforms.isEmpty {
      #expect(state == .reEncoded || state == .edited)
      // The verdict says so too: a copy, or worse; never "not enough
      // metadata" for a file whose encoding names the app that made it.
      #expect(report.verdict.precedence >= Verdict.reEncoded.precedence, "\(report.verdict)")
      #expect(report.flags.contains { $0.id == "platform-reencoded" })
    }
    if state == .reEncoded { #expect(report.verdict != .noMetadata && report.verdict != .likelyOriginal) }
    if let reason = Self.exceptions[key] {
      #expect(platforms.isEmpty, "listed as an exception (\(reason)) but matches \(platforms)")
    } else if let other = Self.shared[key] {
      #expect(Set(platforms) == [other])
    } else {
      let claimed = try #require(Self.claimed(entry))
      #expect(!platforms.isEmpty, "no platform matched")
      #expect(Set(platforms) == [claimed], "matches \(platforms)")
      #expect(PlatformIdentifier.matches(metadata).allSatisfy { $0.nameEvidence != nil })
    }
  }

  @Test("the messenger set is there, and every exception is one of its files")
  func exceptionsExist() {
    let entries = Messenger.entries()
    #expect(entries.count == 95)
    let keys = Set(entries.map { String($0.path.dropFirst("files/".count)) })
    #expect(Set(Self.exceptions.keys).subtracting(keys).isEmpty)
    #expect(Set(Self.shared.keys).subtracting(keys).isEmpty)
  }
}
