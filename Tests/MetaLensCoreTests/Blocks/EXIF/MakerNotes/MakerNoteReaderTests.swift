import MetaLensCore
import MetaLensTestSupport
import Testing

/// MakerNote tags decoded and named as ExifTool names them (issue 36).
@Suite("MakerNote tags")
struct MakerNoteReaderTests {
  static func metadata(make: String, model: String = "", note: [UInt8], thumbnail: Bool = false) throws
    -> PhotoMetadata
  {
    let exif = ExifFixture(
      [
        .init(.ifd0, TagID.make, .ascii(make)), .init(.ifd0, TagID.model, .ascii(model)),
        .init(.exif, TagID.dateTimeOriginal, .ascii("2024:05:01 14:30:00")),
        .init(.exif, TagID.makerNote, .undefined(note)),
      ] + (thumbnail ? [.init(.ifd1, TagID.compression, .short([6]))] : []),
      thumbnail: thumbnail ? try ImageFixture.thumbnail(width: 16, height: 12).encoded() : nil)
    return try JPEGFixture(segments: [.exif(exif)]).metadata()
  }

  @Test("Apple's MakerNote: the tags that say how an iPhone made the picture")
  func apple() throws {
    let note = MakerNoteFixture.apple([
      .signedLong(0x0001, 14),
      .ascii(0x0011, "2D9B6E3C-7F1A-4B2E-9C5D-1E8F3A6B4C7D"),
      .signedLong(0x0014, 1),
      .init(0x0021, type: 10, count: 1, bytes: [0, 0, 0, 3, 0, 0, 0, 2]),
      .signedLong(0x7777, 5),
    ])
    let metadata = try Self.metadata(make: "Apple", note: note)
    #expect(metadata.value("Apple", "MakerNoteVersion") == .integer(14))
    #expect(metadata.value("Apple", "MediaGroupUUID") == .text("2D9B6E3C-7F1A-4B2E-9C5D-1E8F3A6B4C7D"))
    #expect(metadata.value("Apple", "ImageCaptureType") == .integer(1))
    #expect(metadata.value("Apple", "HDRHeadroom") == .real(1.5))
    // A tag ExifTool does not name is not invented.
    #expect(metadata.tags.tags(in: "Apple").count == 4)
    #expect(metadata.value("ExifIFD", "MakerNote") == .binary(byteCount: note.count))
  }

  @Test("a MakerNote directory that claims more entries than it holds is left undecoded, with a notice")
  func hostileCount() throws {
    var note = MakerNoteFixture.apple([.signedLong(0x0001, 14)])
    note[14] = 0x03
    note[15] = 0xFF
    let metadata = try Self.metadata(make: "Apple", note: note)
    #expect(metadata.tags.tags(in: "Apple").isEmpty)
    #expect(metadata.notices.map(\.code) == [.makerNoteUnreadable])
  }

  /// A Pentax *ist DL's note (`exiv2-bug884c.jpg`) marks "MM" over a
  /// little-endian directory: read in the marked order it held 23,552
  /// entries and was left undecoded, where ExifTool reads 92.
  @Test("a Pentax AOC note is read in the byte order its directory is in, whatever it marks", arguments: ["MM", "II"])
  func pentaxOrder(mark: String) throws {
    // Two little-endian SHORT entries, values inline: PentaxModelType 0, Quality 4.
    let entries: [[UInt8]] = [
      [0x01, 0x00, 0x03, 0x00, 1, 0, 0, 0, 0, 0, 0, 0], [0x08, 0x00, 0x03, 0x00, 1, 0, 0, 0, 4, 0, 0, 0],
    ]
    let note = Array("AOC\0".utf8) + Array(mark.utf8) + [2, 0] + entries.joined() + [0, 0, 0, 0]
    let metadata = try Self.metadata(make: "PENTAX Corporation", model: "PENTAX *ist DL", note: note)
    #expect(metadata.value("Pentax", "Quality") == .integer(4))
    #expect(metadata.notices.map(\.code).contains(.makerNoteUnreadable) == false)
  }

  /// The Optio 330RS and 430RS write Casio's note behind Pentax's `AOC\0`
  /// (libexif's `pentax_makernote_variant_2.jpg`, an Optio430RS): ExifTool
  /// reads it with Casio's Type2 table and groups it Casio (MakerNotes.pm,
  /// MakerNotePentax3), so tag 0x3014 is Casio's ISO, not a Pentax tag.
  @Test(
    "an AOC note of a Pentax Optio 330RS or 430RS is Casio's, as ExifTool groups it; other Pentax models stay Pentax",
    arguments: [
      ("Asahi Optical Co.,Ltd.", "PENTAX Optio430RS", "Casio"),
      ("Asahi Optical Co.,Ltd.", "PENTAX Optio 330RS ", "Casio"),
      ("Asahi Optical Co.,Ltd.", "PENTAX Optio430", "Pentax"),
      ("PENTAX Corporation", "PENTAX Optio 430RSX", "Pentax"),
    ])
  func casioOptio(make: String, model: String, group: String) throws {
    // Two big-endian SHORT entries, values inline: 0x0008 (Casio QualityMode, Pentax Quality) 1, 0x3014 (Casio ISO) 100.
    let entries: [[UInt8]] = [
      [0x00, 0x08, 0x00, 0x03, 0, 0, 0, 1, 0, 1, 0, 0], [0x30, 0x14, 0x00, 0x03, 0, 0, 0, 1, 0, 100, 0, 0],
    ]
    let note = Array("AOC\0".utf8) + [0, 0, 0, 2] + entries.joined() + [0, 0, 0, 0]
    let metadata = try Self.metadata(make: make, model: model, note: note)
    let other = group == "Casio" ? "Pentax" : "Casio"
    #expect(metadata.tags.tags(in: other).isEmpty)
    if group == "Casio" {
      #expect(metadata.value("Casio", "QualityMode") == .integer(1))
      #expect(metadata.value("Casio", "ISO") == .integer(100))
    } else {
      #expect(metadata.value("Pentax", "Quality") == .integer(1))
    }
  }

  @Test("a value that points outside the EXIF block is skipped, the others kept")
  func valueOutside() throws {
    var note = MakerNoteFixture.apple([.ascii(0x000B, "burst-0001"), .signedLong(0x0014, 2)])
    // The text's offset (big-endian, in the first entry's value field).
    note[14 + 2 + 8..<14 + 2 + 12] = [0x7F, 0xFF, 0xFF, 0x00]
    let metadata = try Self.metadata(make: "Apple", note: note)
    #expect(metadata.value("Apple", "BurstUUID") == nil)
    #expect(metadata.value("Apple", "ImageCaptureType") == .integer(2))
  }

  @Test(
    "a Nikon D1X keeps its preview in the MakerNote and misses no thumbnail; a D70 without its IFD1 one does",
    arguments: [("NIKON D1X", true, false), ("NIKON D1X", false, true), ("NIKON D70", true, true)])
  func nikonPreview(model: String, hasPreview: Bool, flagged: Bool) throws {
    let preview = MakerNoteFixture.Entry(0x0011, type: 13, count: 1, bytes: [0, 0, 0, 0x40])
    let note = MakerNoteFixture.nikon([.ascii(0x0002, "FINE ")] + (hasPreview ? [preview] : []))
    let metadata = try Self.metadata(make: "NIKON CORPORATION", model: model, note: note)
    #expect(metadata.exif?.makerNote?.hasPreview == hasPreview)
    let flags = OriginalityScorer().score(metadata).flags.map(\.id)
    #expect(flags.contains("thumbnail-missing") == flagged)
  }
}
