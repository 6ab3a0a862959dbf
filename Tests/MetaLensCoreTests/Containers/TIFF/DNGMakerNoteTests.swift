import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A DNG's MakerNote, which Adobe's converter moves into DNGPrivateData
/// (`DNGMakerNote`), is decoded with its offsets moved with it (issue 36:
/// DNG.dng's 129 Canon tags were listed as binary data only).
@Suite("A DNG's MakerNote in DNGPrivateData")
struct DNGMakerNoteTests {
  /// Where the note stood in the camera's own file: far past the end of
  /// the DNG, so an offset that is not moved points at nothing.
  static let originalOffset: UInt32 = 1_000_000
  static let lens = "LUMIX G 20/F1.7"

  /// A Panasonic note (`Panasonic\0\0\0`, values counted from the original
  /// file's TIFF header) holding LensType (0x0051) out of line, right
  /// after the directory, in `bigEndian` order.
  static func panasonicNote(bigEndian: Bool, valueAt: UInt32 = originalOffset + 12 + 2 + 12 + 4) -> [UInt8] {
    let text = Array(lens.utf8) + [0]
    return Array("Panasonic\0\0\0".utf8) + TIFFFixture.integer(1, 2, bigEndian)
      + TIFFFixture.integer(0x0051, 2, bigEndian) + TIFFFixture.integer(2, 2, bigEndian)
      + TIFFFixture.integer(UInt64(text.count), 4, bigEndian) + TIFFFixture.integer(UInt64(valueAt), 4, bigEndian)
      + TIFFFixture.integer(0, 4, bigEndian) + text
  }

  /// DNGPrivateData holding `note` in a `MakN` block, with `extra` bytes
  /// between the block's header and the note (Camera Raw's JPEG copies).
  static func privateData(note: [UInt8], bigEndian: Bool, extra: [UInt8] = []) -> [UInt8] {
    let block =
      Array((bigEndian ? "MM" : "II").utf8) + TIFFFixture.integer(UInt64(originalOffset), 4, true) + extra
      + note
    return Array("Adobe\0MakN".utf8) + TIFFFixture.integer(UInt64(block.count), 4, true) + block
  }

  static func dng(privateData: [UInt8], bigEndian: Bool) -> [UInt8] {
    let ifd0 = TIFFFixture.Directory([
      .long(0x100, 16), .long(0x101, 12), .ascii(0x10F, "Panasonic"), .ascii(0x110, "DMC-GX7"),
      .bytes(0xC612, [1, 4, 0, 0], type: 1), .bytes(0xC634, privateData, type: 1),
    ])
    return TIFFFixture([ifd0], bigEndian: bigEndian).bytes()
  }

  @Test(
    "the note's out-of-line value is read where the note now is, whatever the two byte orders",
    arguments: [(false, false), (true, true), (false, true), (true, false)])
  func moved(file: Bool, note: Bool) throws {
    let bytes = Self.dng(
      privateData: Self.privateData(note: Self.panasonicNote(bigEndian: note), bigEndian: note), bigEndian: file)
    let metadata = try PhotoMetadataService().read(bytes: bytes, whole: true)
    #expect(metadata.value("Panasonic", "LensType")?.text == Self.lens)
    #expect(metadata.exif?.makerNote?.maker == "Panasonic")
    #expect(metadata.value("IFD0", "DNGPrivateData") != nil, "the private data stays listed as binary data")
  }

  /// DNG.pm: the converter copies the note alone, so a value the note
  /// kept outside itself is gone; ExifTool reads only DNGPrivateData.
  @Test("a value pointing outside DNGPrivateData is not read from whatever the DNG holds there")
  func outside() throws {
    let note = Self.panasonicNote(bigEndian: false, valueAt: Self.originalOffset - 64)
    let bytes = Self.dng(privateData: Self.privateData(note: note, bigEndian: false), bigEndian: false)
    let metadata = try PhotoMetadataService().read(bytes: bytes, whole: true)
    #expect(metadata.value("Panasonic", "LensType") == nil)
    #expect(metadata.exif?.makerNote?.maker == "Panasonic")
  }

  @Test("Camera Raw's 12 extra bytes before a JPEG's note are skipped, as ExifTool skips them")
  func shifted() throws {
    let extra: [UInt8] = [0, 0, 0, 1] + Array(repeating: 0xAB, count: 8)
    let data = Self.privateData(note: Self.panasonicNote(bigEndian: false), bigEndian: false, extra: extra)
    let note = try #require(DNGMakerNote(head: data.prefix(DNGMakerNote.headBytes), total: data.count))
    #expect(note.start == 32)
    #expect(note.length == Self.panasonicNote(bigEndian: false).count)
    #expect(note.originalOffset == Int(Self.originalOffset))
  }

  @Test(
    "private data that is not a MakN block, or claims more than it holds, is not read as a note",
    arguments: [
      Array("Adobe\0CRW ".utf8) + [0, 0, 0, 40] + Array("II".utf8) + Array(repeating: 0, count: 40),
      Array("Adobe\0MakN".utf8) + [0, 0, 0, 40] + Array("XX".utf8) + Array(repeating: 0, count: 38),
      Array("Adobe\0MakN".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("II".utf8) + Array(repeating: 0, count: 38),
      Array("Adobe\0MakN".utf8) + [0, 0, 0, 6] + Array("II".utf8) + [0, 0, 0, 0],
    ])
  func refused(data: [UInt8]) throws {
    #expect(DNGMakerNote(head: data.prefix(DNGMakerNote.headBytes), total: data.count) == nil)
    let metadata = try PhotoMetadataService().read(bytes: Self.dng(privateData: data, bigEndian: false), whole: true)
    #expect(metadata.tags.tags(in: "Panasonic").isEmpty)
    #expect(metadata.value("IFD0", "DNGPrivateData") != nil)
  }

  @Test(
    "DNG.dng: the Canon note Adobe's converter kept is decoded as ExifTool decodes it",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpus() throws {
    let location = try #require(Corpus.location)
    let path = location.appendingPathComponent("files/exiftool-exiftool/t/images/DNG.dng").path
    let metadata = try PhotoMetadataService(options: .allTags).read(path: path)
    // ExifTool reads 129 Canon tags; FileNumber, which ExifTool takes from
    // the 350D's FileInfo by a bit shuffle of its own, is the one not found.
    #expect(metadata.tags.tags(in: "Canon").count >= 128)
    #expect(metadata.value("Canon", "CanonModelID")?.integer == 0x8000_0189)
  }
}
