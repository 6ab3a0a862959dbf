import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("EXIF through libexif")
struct ExifReaderTests {
  static let camera = ExifFixture([
    .init(.ifd0, TagID.make, .ascii("Canon")),
    .init(.ifd0, TagID.model, .ascii("Canon EOS 5D Mark IV")),
    .init(.ifd0, TagID.orientation, .short([6])),
    .init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:00")),
    .init(.exif, TagID.exposureTime, .rational([(1, 250)])),
    .init(.exif, TagID.fNumber, .rational([(28, 10)])),
    .init(.exif, TagID.iso, .short([400])),
    .init(.exif, TagID.dateTimeOriginal, .ascii("2024:05:01 14:30:00")),
    .init(.exif, TagID.subSecTimeOriginal, .ascii("123")),
    .init(.exif, TagID.offsetTimeOriginal, .ascii("+02:00")),
    .init(.exif, TagID.focalLength, .rational([(35, 1)])),
  ])

  @Test("tags get ExifTool's groups, names and -n values")
  func namesAndValues() throws {
    let metadata = try JPEGFixture(segments: [.exif(Self.camera)]).metadata()
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
    #expect(metadata.value("IFD0", "Orientation") == .integer(6))
    #expect(metadata.value("IFD0", "ModifyDate") == .text("2024:05:01 14:30:00"))
    #expect(metadata.value("ExifIFD", "ExposureTime") == .real(0.004))
    #expect(metadata.value("ExifIFD", "FNumber") == .real(2.8))
    #expect(metadata.value("ExifIFD", "ISO") == .integer(400))
    #expect(metadata.value("ExifIFD", "FocalLength") == .real(35))
    #expect(metadata.exif?.byteOrder == "II")
  }

  @Test("no invented tags: only the entries the file holds are reported")
  func noInventedTags() throws {
    let metadata = try JPEGFixture(segments: [.exif(Self.camera)]).metadata()
    #expect(Set(metadata.names(in: "IFD0")) == ["Make", "Model", "Orientation", "ModifyDate"])
    #expect(
      Set(metadata.names(in: "ExifIFD")) == [
        "ExposureTime", "FNumber", "ISO", "DateTimeOriginal", "OffsetTimeOriginal", "SubSecTimeOriginal", "FocalLength",
      ])
    // libexif's FOLLOW_SPECIFICATION would add these mandatory tags.
    #expect(metadata.value("ExifIFD", "ExifVersion") == nil)
    #expect(metadata.value("ExifIFD", "FlashpixVersion") == nil)
    #expect(metadata.value("ExifIFD", "ColorSpace") == nil)
    #expect(metadata.value("IFD0", "YCbCrPositioning") == nil)
    #expect(metadata.value("IFD0", "XResolution") == nil)
    #expect(metadata.tags.groups == ["File", "IFD0", "ExifIFD"])
  }

  @Test("text that looks numeric stays text", arguments: ["1.10", "0042", "12", "1e5", "-7"])
  func numericLookingText(text: String) throws {
    let exif = ExifFixture([.init(.ifd0, TagID.software, .ascii(text)), .init(.ifd0, TagID.model, .ascii(text))])
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.value("IFD0", "Software") == .text(text))
    #expect(metadata.value("IFD0", "Model") == .text(text))
  }

  @Test(
    "GPS: degrees from DMS rationals, signed by the reference tags",
    arguments: [("N", "E", 1.0, 1.0), ("S", "W", -1.0, -1.0), ("S", "E", -1.0, 1.0), ("N", "W", 1.0, -1.0)])
  func gpsSigns(latitudeRef: String, longitudeRef: String, latitudeSign: Double, longitudeSign: Double) throws {
    let exif = ExifFixture([
      .init(.gps, TagID.gpsLatitudeRef, .ascii(latitudeRef)),
      .init(.gps, TagID.gpsLatitude, .rational([(33, 1), (51, 1), (5496, 100)])),
      .init(.gps, TagID.gpsLongitudeRef, .ascii(longitudeRef)),
      .init(.gps, TagID.gpsLongitude, .rational([(151, 1), (12, 1), (3000, 100)])),
    ])
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    let latitude = 33 + 51.0 / 60 + 54.96 / 3600
    let longitude = 151 + 12.0 / 60 + 30.0 / 3600
    #expect(abs((metadata.value("GPS", "GPSLatitude")?.number ?? 0) - latitude) < 1e-9)
    #expect(metadata.value("GPS", "GPSLatitudeRef") == .text(latitudeRef))
    let position = try #require(metadata.gpsPosition)
    #expect(abs(position.latitude - latitudeSign * latitude) < 1e-9)
    #expect(abs(position.longitude - longitudeSign * longitude) < 1e-9)
  }

  @Test("dates keep their sub-seconds and offsets")
  func datesWithOffsets() throws {
    let metadata = try JPEGFixture(segments: [.exif(Self.camera)]).metadata()
    let original = try #require(metadata.dateTimeOriginal)
    #expect(original.value == "2024:05:01 14:30:00")
    #expect(original.combined == "2024:05:01 14:30:00.123+02:00")
    #expect(metadata.value("ExifIFD", "OffsetTimeOriginal") == .text("+02:00"))
  }

  @Test("big-endian (Motorola) blocks read the same")
  func bigEndian() throws {
    var exif = Self.camera
    exif.bigEndian = true
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.exif?.byteOrder == "MM")
    #expect(metadata.value("ExifIFD", "ISO") == .integer(400))
    #expect(metadata.value("ExifIFD", "ExposureTime") == .real(0.004))
  }

  @Test("the IFD1 thumbnail: offset in the file, length and its own size")
  func thumbnail() throws {
    let thumbnail = try ImageFixture.thumbnail(width: 16, height: 12).encoded()
    let exif = ExifFixture(
      [.init(.ifd0, TagID.make, .ascii("Canon")), .init(.ifd1, TagID.compression, .short([6]))], thumbnail: thumbnail)
    let fixture = JPEGFixture(segments: [.exif(exif)])
    let bytes = try fixture.bytes()
    let metadata = try fixture.metadata()
    let facts = try #require(metadata.exif?.thumbnail)
    #expect(facts.length == thumbnail.count)
    #expect(Array(bytes[facts.offset..<facts.offset + facts.length]) == thumbnail)
    #expect(facts.width == 16 && facts.height == 12)
    #expect(metadata.value("IFD1", "ThumbnailLength") == .integer(Int64(thumbnail.count)))
    #expect(metadata.value("IFD1", "ThumbnailOffset") == .integer(Int64(facts.offset)))
  }

  /// Sony's DCR-PC110E and PC120E declare a thumbnail one byte longer than
  /// the EXIF block holds; its JPEG ends inside the block, and ExifTool
  /// reads it. Its end marker overwritten, the same thumbnail is outside.
  @Test("a thumbnail declared past the EXIF block is read to its end marker; without one it is outside")
  func thumbnailDeclaredLonger() throws {
    let thumbnail = try ImageFixture.thumbnail(width: 16, height: 12).encoded()
    let exif = ExifFixture(
      [.init(.ifd0, TagID.make, .ascii("SONY")), .init(.ifd1, TagID.compression, .short([6]))], thumbnail: thumbnail)
    var bytes = try JPEGFixture(segments: [.exif(exif)]).bytes()
    // IFD1's JPEGInterchangeFormatLength: tag 0x0202, LONG, count 1 (II).
    let entry = try #require(bytes.firstRange(of: [0x02, 0x02, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00])).lowerBound
    let declared = thumbnail.count + 1
    bytes.replaceSubrange(entry + 8..<entry + 12, with: (0..<4).map { UInt8(truncatingIfNeeded: declared >> (8 * $0)) })
    let longer = try PhotoMetadataService().read(bytes: bytes)
    let facts = try #require(longer.exif?.thumbnail, "\(longer.noticeMessages)")
    #expect(facts.length == thumbnail.count && facts.width == 16)
    #expect(Array(bytes[facts.offset..<facts.offset + facts.length]) == thumbnail)
    #expect(longer.value("IFD1", "ThumbnailLength") == .integer(Int64(declared)))
    #expect(longer.noticeMessages.isEmpty, "\(longer.noticeMessages)")
    bytes.replaceSubrange(facts.offset + facts.length - 2..<facts.offset + facts.length, with: [0x12, 0x34])
    let unended = try PhotoMetadataService().read(bytes: bytes)
    #expect(unended.exif?.thumbnail == nil)
    #expect(unended.noticeCodes.contains(.exifThumbnailOutside))
  }

  @Test("a MakerNote's presence and maker, from its signature or from Make")
  func makerNote() throws {
    let nikon = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("NIKON CORPORATION")),
      .init(
        .exif, TagID.makerNote, .undefined(Array("Nikon\0\u{2}\u{10}\0\0".utf8) + [UInt8](repeating: 0, count: 20))),
    ])
    let canon = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("Canon ")),
      .init(.exif, TagID.makerNote, .undefined([UInt8](repeating: 0, count: 24))),
    ])
    #expect(try JPEGFixture(segments: [.exif(nikon)]).metadata().exif?.makerNote?.maker == "Nikon")
    let facts = try JPEGFixture(segments: [.exif(canon)]).metadata().exif?.makerNote
    #expect(facts == MakerNoteInfo(length: 24, maker: "Canon"))
  }

  @Test("UserComment: the character code is read, the text decoded")
  func userComment() throws {
    let unicode = Array("UNICODE\0".utf8) + Array("Steps: 20".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let exif = ExifFixture([.init(.exif, TagID.userComment, .undefined(unicode))])
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.value("ExifIFD", "UserComment") == .text("Steps: 20"))
  }

  /// libexif says only "18 bytes undefined data" of an undefined-typed
  /// GPSProcessingMethod (Exiv2's FurnaceCreekInn.jpg); ExifTool, and now
  /// `metalens tags`, show its text.
  @Test("the tags view shows an undefined GPSProcessingMethod as its text, not libexif's byte count")
  func undefinedGPSProcessingMethod() throws {
    let method = Array("ASCII\0\0\0HYBRID-FIX".utf8)
    let exif = ExifFixture([.init(.gps, 0x001B, .undefined(method))])
    let path = try JPEGFixture(segments: [.exif(exif)]).write()
    let metadata = try PhotoMetadataService(options: .allTags).read(path: path)
    let tag = try #require(metadata.tags.tags(in: "GPS").first { $0.name == "GPSProcessingMethod" })
    #expect(tag.value == .text("HYBRID-FIX"))
    #expect(tag.displayValue == nil, "libexif's fallback is kept: \(tag.displayValue ?? "")")
  }

  /// An Oppo R7 Plus types it ASCII and writes `ASCII\0\0\0NETWORK\0`: a
  /// string ends at its first NUL, so ExifTool, -n or not, reads `ASCII`.
  @Test("an ASCII-typed GPSProcessingMethod ends at its first NUL, as ExifTool reads it")
  func asciiGPSProcessingMethod() throws {
    let exif = ExifFixture([.init(.gps, 0x001B, .ascii("ASCII\0\0\0NETWORK"))])
    let metadata = try PhotoMetadataService(options: .allTags).read(
      bytes: try JPEGFixture(segments: [.exif(exif)]).bytes())
    #expect(metadata.value("GPS", "GPSProcessingMethod") == .text("ASCII"))
  }

  @Test("APEX values are converted as ExifTool -n does")
  func apexValues() throws {
    let exif = ExifFixture([
      .init(.exif, TagID.shutterSpeedValue, .signedRational([(8, 1)])),
      .init(.exif, TagID.apertureValue, .rational([(3, 1)])),
    ])
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.value("ExifIFD", "ShutterSpeedValue") == .real(1.0 / 256))
    #expect(abs((metadata.value("ExifIFD", "ApertureValue")?.number ?? 0) - 2.82842712474619) < 1e-12)
  }
}
