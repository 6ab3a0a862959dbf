import MetaLensTestSupport

/// Triggers and near misses for the probable, missing, neutral and positive
/// rules.
extension RuleCase {
  static let context: [RuleCase] = [
    RuleCase("file-cut-short", fires: true, "a camera original cut inside its picture data") {
      Array(try original(camera()).bytes().dropLast(40))
    },
    RuleCase("file-cut-short", fires: true, "a camera original cut inside its EXIF block") {
      Array(try original(camera()).bytes().prefix(120))
    },
    RuleCase("file-cut-short", fires: false, "a camera original followed by a motion photo's video") {
      try original(camera()).bytes() + Array("\0\0\0\u{18}ftypmp42".utf8) + [UInt8](repeating: 0x5A, count: 70_000)
    },
    RuleCase(
      "file-cut-short", fires: true, "a DNG whose preview is declared past its end",
      bytes: dng(original: nil, previewAt: 100_000)),
    RuleCase(
      "file-cut-short", fires: false, "a plain TIFF whose preview is declared past its end",
      bytes: dng(original: nil, previewAt: 100_000, dngVersion: false)),
    RuleCase(
      "file-cut-short", fires: false, "a DNG whose preview is inside it",
      bytes: dng(original: nil, previewAt: 8, previewLength: 16)),
    RuleCase("file-cut-short", fires: false, "a camera original padded with zeros after its end") {
      try original(camera()).bytes() + [UInt8](repeating: 0, count: 512)
    },
    RuleCase(
      "modified-after-capture", fires: true, "a day later",
      original(camera([.init(.ifd0, TagID.modifyDate, .ascii("2024:05:02 10:00:00"))]))),
    RuleCase(
      "modified-after-capture", fires: false, "equal dates",
      original(camera([.init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:00"))]))),
    RuleCase(
      "modified-after-capture", fires: false, "30 s later",
      original(camera([.init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:30"))]))),
    RuleCase(
      "modified-after-capture", fires: false, "the same instant in two offsets",
      original(
        camera([
          .init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 16:30:00")),
          .init(.exif, TagID.offsetTime, .ascii("+04:00")),
          .init(.exif, TagID.offsetTimeOriginal, .ascii("+02:00")),
        ]))),
    RuleCase(
      "exif-size-mismatch", fires: true, "EXIF 4000×3000, image 64×48",
      original(
        camera([.init(.exif, TagID.exifImageWidth, .long([4000])), .init(.exif, TagID.exifImageHeight, .long([3000]))]))
    ),
    RuleCase(
      "exif-size-mismatch", fires: false, "rotated 90°",
      original(
        camera([.init(.exif, TagID.exifImageWidth, .short([48])), .init(.exif, TagID.exifImageHeight, .short([64]))]))),
    RuleCase(
      "exif-size-mismatch", fires: false, "equal",
      original(
        camera([.init(.exif, TagID.exifImageWidth, .short([64])), .init(.exif, TagID.exifImageHeight, .short([48]))]))),
    RuleCase(
      "thumbnail-aspect-mismatch", fires: true, "a 32×12 thumbnail on a 4:3 image", thumbnailOf(width: 32, height: 12)),
    RuleCase("thumbnail-aspect-mismatch", fires: false, "same shape", thumbnailOf(width: 32, height: 24)),
    RuleCase(
      "thumbnail-aspect-mismatch", fires: false, "a DCF 160×120 thumbnail on a 3:2 image",
      thumbnailOf(width: 160, height: 120, image: (96, 64))),
    RuleCase("thumbnail-missing", fires: true, "Canon without a thumbnail", original(camera(thumbnail: false))),
    RuleCase("thumbnail-missing", fires: false, "Canon with one", original(camera())),
    RuleCase(
      "thumbnail-missing", fires: false, "a phone make that omits it",
      original(camera(make: "HMD Global", thumbnail: false))),
    RuleCase(
      "ijg-standard-tables", fires: true,
      "a Canon PowerShot A80 (never standard tables in its originals) with libjpeg's",
      original(model("Canon", "Canon PowerShot A80"), image: ImageFixture(quality: 90))),
    RuleCase(
      "ijg-standard-tables", fires: false,
      "the same file with its tables packed one DQT and one DHT segment, as a Coolpix writes them (Annex K Huffman)",
      bytes: {
        PackedTables.packed(
          try original(model("Canon", "Canon PowerShot A80"), image: ImageFixture(quality: 90)).bytes())
      }),
    RuleCase(
      "ijg-standard-tables", fires: true, "packed tables but Huffman tables made for the image: a program's",
      bytes: {
        var image = ImageFixture(quality: 90)
        image.optimizedHuffman = true
        return PackedTables.packed(try original(model("Canon", "Canon PowerShot A80"), image: image).bytes())
      }),
    RuleCase(
      "ijg-standard-tables", fires: false, "a Canon model the table does not know: the image data speaks instead",
      original(camera(), image: ImageFixture(quality: 90))),
    // Issue 36: the table's Casio EX-Z750, Sony HDR-HC3 and Polaroid ION230
    // originals hold IJG tables with optimised Huffman tables.
    RuleCase(
      "ijg-standard-tables", fires: false,
      "a model the table does not know with optimised Huffman tables, as some cameras write them",
      original(camera(), image: ImageFixture(quality: 80, optimizedHuffman: true))),
    RuleCase(
      "model-quality-mismatch", fires: true, "a Samsung SM-G935L (standard tables at 96) saved at 80",
      original(model("samsung", "SM-G935L"), image: ImageFixture(quality: 80))),
    RuleCase(
      "model-quality-mismatch", fires: false, "the same phone at its own quality",
      original(model("samsung", "SM-G935L"), image: ImageFixture(quality: 96))),
    RuleCase(
      "huffman-reencoded", fires: true, "a Samsung SM-G935L (Annex K Huffman tables) with tables optimised for it",
      original(model("samsung", "SM-G935L"), image: ImageFixture(quality: 96, optimizedHuffman: true))),
    RuleCase(
      "huffman-reencoded", fires: true, "a Samsung SM-G935L saved progressive",
      original(model("samsung", "SM-G935L"), image: ImageFixture(quality: 96, progressive: true))),
    RuleCase(
      "huffman-reencoded", fires: false, "the same phone with Annex K's standard Huffman tables",
      original(model("samsung", "SM-G935L"), image: ImageFixture(quality: 96))),
    RuleCase(
      "huffman-reencoded", fires: false, "a Google Pixel 8 Pro, whose original optimises its tables, optimised",
      original(model("Google", "Pixel 8 Pro"), image: ImageFixture(quality: 96, optimizedHuffman: true))),
    RuleCase(
      "platform-reencoded", fires: true, "KakaoTalk's normal quality: IJG q95, optimised, Android's profile, no EXIF",
      PlatformIdentifierTests.kakaoTalk()),
    RuleCase(
      "platform-reencoded", fires: false, "the same header with a phone's EXIF",
      PlatformIdentifierTests.kakaoTalk(extra: [.exif(model("samsung", "SM-G991N"))])),
    RuleCase(
      "software-encoded", fires: true, "no camera named, IJG tables at 90 with Huffman tables made for the image",
      JPEGFixture(image: ImageFixture(quality: 90, optimizedHuffman: true), segments: [.jfif])),
    RuleCase(
      "software-encoded", fires: false, "IJG tables at 90 with general Huffman tables, as some compacts write",
      JPEGFixture(image: ImageFixture(quality: 90), segments: [.jfif])),
    RuleCase(
      "camera-model-tables", fires: true, "a Canon PowerShot A80 with the A80's own tables",
      original(model("Canon", "Canon PowerShot A80"), image: ImageFixture(tables: powerShotA80Tables))),
    RuleCase(
      "camera-model-tables", fires: false, "a Canon PowerShot A80 with other custom tables",
      original(model("Canon", "Canon PowerShot A80"))),
    RuleCase(
      "thumbnail-content-mismatch", fires: true, "a thumbnail of another picture",
      bytes: { try thumbnailCase(try ImageFixture.thumbnail(width: 64, height: 48).encoded()) }),
    RuleCase(
      "thumbnail-content-mismatch", fires: false, "the camera's own thumbnail of the picture",
      bytes: { try thumbnailCase(try thumbnailPicture.thumbnail(side: 64)) }),
    RuleCase(
      "thumbnail-region-changed", fires: true, "a clone-stamp edit saved with the camera's tables, its thumbnail kept",
      bytes: { try thumbnailCase(try thumbnailPicture.thumbnail(side: 64), picture: clonedPicture) }),
    RuleCase(
      "thumbnail-region-changed", fires: false, "the camera's own thumbnail of the picture",
      bytes: { try thumbnailCase(try thumbnailPicture.thumbnail(side: 64)) }),
    RuleCase(
      "region-duplicated", fires: true, "a textured quarter of the picture copied over another, camera tables kept",
      bytes: { try JPEGFixture(image: copyMovePicture(copied: true), segments: [.exif(camera())]).bytes() }),
    RuleCase(
      "region-duplicated", fires: false, "the same textured picture saved once",
      bytes: { try JPEGFixture(image: copyMovePicture(copied: false), segments: [.exif(camera())]).bytes() }),
    RuleCase(
      "region-duplicated", fires: false, "stripes that repeat evenly across the picture",
      bytes: { try JPEGFixture(image: stripedPicture, segments: [.exif(camera())]).bytes() }),
    RuleCase(
      "thumbnail-matches", fires: false, "a clone-stamp edit, its thumbnail kept",
      bytes: { try thumbnailCase(try thumbnailPicture.thumbnail(side: 64), picture: clonedPicture) }),
    RuleCase(
      "thumbnail-matches", fires: true, "the camera's own thumbnail of the picture",
      bytes: { try thumbnailCase(try thumbnailPicture.thumbnail(side: 64)) }),
    RuleCase(
      "thumbnail-matches", fires: false, "a thumbnail of another picture",
      bytes: { try thumbnailCase(try ImageFixture.thumbnail(width: 64, height: 48).encoded()) }),
    RuleCase(
      "double-compression", fires: true, "saved at quality 40, then again at 90",
      bytes: { try ImageFixture(width: 512, height: 384, quality: 40, textured: true).resaved(quality: 90) }),
    RuleCase(
      "double-compression", fires: false, "saved once at quality 90",
      bytes: { try ImageFixture(width: 512, height: 384, quality: 90, textured: true).encoded() }),
    RuleCase("ijg-standard-tables", fires: false, "Canon with its own tables", original(camera())),
    RuleCase(
      "ijg-standard-tables", fires: false, "no camera named: a compact's file with its metadata removed could be it",
      JPEGFixture(image: ImageFixture(quality: 85), segments: [.jfif])),
    RuleCase(
      "ijg-standard-tables", fires: false, "a Samsung phone, which uses the standard tables",
      original(camera(make: "samsung"), image: ImageFixture(quality: 95))),
    RuleCase(
      "jfif-before-exif", fires: true, "JFIF, then Canon EXIF",
      JPEGFixture(image: cameraImage, segments: [.jfif, .exif(camera())])),
    RuleCase(
      "jfif-before-exif", fires: false, "EXIF first",
      JPEGFixture(image: cameraImage, segments: [.exif(camera()), .jfif])),
    RuleCase(
      "jfif-before-exif", fires: false, "a make that writes JFIF first itself",
      JPEGFixture(image: cameraImage, segments: [.jfif, .exif(camera(make: "HTC"))])),
    RuleCase("makernote-missing", fires: true, "Canon without a MakerNote", original(camera(makerNote: false))),
    RuleCase("makernote-missing", fires: false, "Canon with one", original(camera())),
    RuleCase(
      "makernote-missing", fires: false, "a phone without one", original(camera(make: "Google", makerNote: false))),
    RuleCase("capture-date-missing", fires: true, "Make without DateTimeOriginal", original(camera(date: false))),
    RuleCase("capture-date-missing", fires: false, "with DateTimeOriginal", original(camera())),
    RuleCase("no-camera-metadata", fires: true, "stripped", JPEGFixture(segments: [.jfif])),
    RuleCase("no-camera-metadata", fires: false, "only a capture date", original(.init([dateTimeOriginal]))),
    RuleCase(
      "device-format-mismatch", fires: true, "a Canon's EXIF in a palette PNG", bytes: png(camera(), colorType: 3)),
    RuleCase(
      "device-format-mismatch", fires: false, "a PNG without a camera make", bytes: png(.init([dateTimeOriginal]))),
    RuleCase("device-format-mismatch", fires: false, "a Canon's EXIF in a JPEG", original(camera())),
    RuleCase("raw-converted", fires: true, "a DNG naming its CR2", bytes: dng(original: "IMG_0001.CR2")),
    RuleCase(
      "raw-converted", fires: false, "a DNG naming no original, as cameras write them", bytes: dng(original: nil)),
    RuleCase("c2pa-signed-capture", fires: true, "a validly signed capture manifest", bytes: signedCapture()),
    RuleCase(
      "c2pa-signed-capture", fires: false, "the same manifest after the image changed",
      bytes: signedCapture { bytes, _ in bytes[bytes.count - 20] ^= 0x55 }),
    RuleCase(
      "c2pa-credential-removed", fires: true, "an XMP pointer to a manifest the file does not hold",
      original(camera(), [xmp("<dcterms:provenance>self#jumbf=/c2pa/urn:c2pa:1234/c2pa.claim</dcterms:provenance>")])),
    RuleCase(
      "c2pa-credential-removed", fires: false, "a pointer to a manifest stored elsewhere",
      original(camera(), [xmp("<dcterms:provenance>https://example.com/manifest.c2pa</dcterms:provenance>")])),
    RuleCase("capture-evidence-incomplete", fires: true, "only a capture date", original(.init([dateTimeOriginal]))),
    RuleCase(
      "capture-evidence-incomplete", fires: true, "only an exposure time",
      original(.init([.init(.exif, TagID.exposureTime, .rational([(1, 100)]))]))),
    RuleCase(
      "capture-evidence-incomplete", fires: true, "make only",
      original(.init([.init(.ifd0, TagID.make, .ascii("Canon"))]))),
    RuleCase(
      "capture-evidence-incomplete", fires: true, "make, model and settings without a date",
      original(camera(date: false))),
    RuleCase(
      "capture-evidence-incomplete", fires: true, "make, model and date without settings",
      original(
        .init([
          .init(.ifd0, TagID.make, .ascii("Canon")), .init(.ifd0, TagID.model, .ascii("Canon EOS R6")),
          dateTimeOriginal,
        ]))),
    RuleCase("capture-evidence-incomplete", fires: false, "make, model, date and an exposure time", original(camera())),
    RuleCase(
      "capture-evidence-incomplete", fires: false, "nothing at all (no-camera-metadata speaks)",
      JPEGFixture(segments: [.jfif])),
    RuleCase(
      "gps-present", fires: true, "GPS position",
      original(
        camera([
          .init(.gps, TagID.gpsLatitudeRef, .ascii("N")),
          .init(.gps, TagID.gpsLatitude, .rational([(48, 1), (51, 1), (0, 1)])),
          .init(.gps, TagID.gpsLongitudeRef, .ascii("E")),
          .init(.gps, TagID.gpsLongitude, .rational([(2, 1), (21, 1), (0, 1)])),
        ]))),
    RuleCase("gps-present", fires: false, "no GPS", original(camera())),
    RuleCase("gps-absent", fires: true, "a camera without GPS", original(camera())),
    RuleCase("gps-absent", fires: false, "a stripped file", JPEGFixture(segments: [.jfif])),
    RuleCase("no-software-tag", fires: true, "no Software", original(camera())),
    RuleCase("no-software-tag", fires: false, "firmware in Software", original(software("Ver.1.00"))),
    RuleCase(
      "serial-number", fires: true, "body serial",
      original(camera([.init(.exif, TagID.serialNumber, .ascii("012345"))]))),
    RuleCase("serial-number", fires: false, "none", original(camera())),
    RuleCase(
      "c2pa-manifest", fires: true, "APP11 c2pa store without a manifest", original(camera(), [jumbf(label: "c2pa")])),
    RuleCase(
      "c2pa-manifest", fires: true, "a readable manifest",
      original(camera(), C2PAFixture.segments(C2PAFixture().store()))),
    RuleCase(
      "c2pa-manifest", fires: true, "a remote manifest named in XMP",
      original(camera(), [xmp("<dcterms:provenance>https://example.com/manifest.c2pa</dcterms:provenance>")])),
    RuleCase(
      "c2pa-manifest", fires: false, "APP11 with another JUMBF label", original(camera(), [jumbf(label: "example")])),
    RuleCase(
      "digital-source-type", fires: true, "screenCapture", original(.init([]), [digitalSourceType("screenCapture")])),
    RuleCase(
      "digital-source-type", fires: false, "trainedAlgorithmicMedia has its own rule",
      original(.init([]), [digitalSourceType("trainedAlgorithmicMedia")])),
    RuleCase("makernote-present", fires: true, "MakerNote", original(camera())),
    RuleCase("makernote-present", fires: false, "none", original(camera(makerNote: false))),
    RuleCase(
      "dates-consistent", fires: true, "equal dates",
      original(camera([.init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:00"))]))),
    RuleCase(
      "dates-consistent", fires: false, "a later ModifyDate",
      original(camera([.init(.ifd0, TagID.modifyDate, .ascii("2024:05:03 09:00:00"))]))),
    RuleCase("camera-quantization-tables", fires: true, "Canon with its own tables", original(camera())),
    RuleCase(
      "camera-quantization-tables", fires: false, "Canon with libjpeg's tables",
      original(camera(), image: ImageFixture(quality: 90))),
    RuleCase(
      "camera-quantization-tables", fires: false, "own tables, but saved by Photoshop",
      original(software("Adobe Photoshop 25.1"))),
    RuleCase(
      "declared-capture", fires: true, "digitalCapture", original(camera(), [digitalSourceType("digitalCapture")])),
    RuleCase(
      "declared-capture", fires: false, "screenCapture", original(camera(), [digitalSourceType("screenCapture")])),
    RuleCase(
      "declared-capture", fires: true, "a C2PA capture manifest",
      original(
        camera(),
        C2PAFixture.segments(
          C2PAFixture(actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
            .store()))),
  ]

  static func thumbnailOf(width: Int, height: Int, image: (Int, Int) = (64, 48)) -> JPEGFixture {
    var exif = camera(thumbnail: false)
    exif.entries.append(.init(.ifd1, TagID.compression, .short([6])))
    exif.thumbnail = try? ImageFixture.thumbnail(width: width, height: height).encoded()
    return original(exif, image: ImageFixture(width: image.0, height: image.1, tables: SampleFixtures.cameraTables))
  }
}
