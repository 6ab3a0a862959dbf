import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("What libexif never sees")
struct LibExifGuardTests {
  /// The TIFF part of a fixture's EXIF block.
  static func tiff(_ exif: ExifFixture) throws -> [UInt8] { Array(try exif.block().dropFirst(6)) }

  @Test("MakerNotes are hidden from libexif wherever they are, and still reported", arguments: [false, true])
  func makerNotesHidden(bigEndian: Bool) throws {
    let note: [UInt8] = Array("Nikon\0\u{2}\u{10}\0\0".utf8) + [UInt8](repeating: 7, count: 40)
    let exif = ExifFixture(
      [
        .init(.ifd0, TagID.make, .ascii("NIKON")), .init(.exif, TagID.makerNote, .undefined(note)),
        .init(.ifd0, TagID.makerNote, .undefined([1, 2, 3])),
      ], bigEndian: bigEndian)
    let tiff = try Self.tiff(exif)
    let guarded = LibExifGuard(tiff: BinaryReader(tiff, bigEndian: bigEndian))
    #expect(guarded.makerNotes[.exif].map(Array.init) == note)
    #expect(guarded.makerNotes[.ifd0].map(Array.init) == [1, 2, 3])
    let loaded = try #require(LibExifLoader.load(tiff: guarded.blanked(tiff)))
    #expect(!loaded.entries.contains { $0.tag == 0x927C })
    #expect(loaded.entries.contains { $0.tag == TagID.make })
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.value("ExifIFD", "MakerNote") == .binary(byteCount: note.count))
    #expect(metadata.exif?.makerNote == MakerNoteInfo(length: note.count, maker: "Nikon"))
  }

  @Test(
    "the corpus's maker-note samples are read, their MakerNotes found by metalens's own walk",
    .enabled(if: Corpus.isAvailable))
  func corpusMakerNotes() throws {
    let samples = try Corpus.entries().filter { $0.path.hasPrefix("libexif-libexif/test/testdata/") }
    #expect(samples.count >= 9)
    for sample in samples {
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(sample))
      #expect(metadata.exif?.makerNote != nil, "\(sample.path)")
    }
  }
}

/// Hand-made TIFF blocks for the routes into a directory that the standard
/// does not allow but libexif takes.
extension LibExifGuardTests {
  /// One little-endian directory: entry count, 12-byte entries, next offset.
  static func directory(_ entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)], next: UInt32 = 0)
    -> [UInt8]
  {
    func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
    return le16(UInt16(entries.count))
      + entries.flatMap { le16($0.tag) + le16($0.type) + le32($0.count) + le32($0.value) } + le32(next)
  }

  static let noteBytes = UInt32(0x4443_4241)  // "ABCD", stored in the entry

  @Test(
    "an EXIF pointer of any type, in any directory, is followed as libexif follows it",
    arguments: [(UInt16(0x8825), UInt16(4)), (0x8825, 7), (0xA005, 3)])
  func unusualRoutes(first: UInt16, pointerType: UInt16) throws {
    // IFD0 at 8 points (tag `first`) to a directory at 26 holding an ExifIFD
    // pointer of `pointerType`, to an ExifIFD at 44 holding a MakerNote.
    let tiff: [UInt8] =
      Array("II*\0".utf8) + [8, 0, 0, 0]
      + Self.directory([(first, 4, 1, 26)])
      + Self.directory([(0x8769, pointerType, 1, 44)])
      + Self.directory([(0x927C, 7, 4, Self.noteBytes), (0x9000, 7, 4, 0x3032_3330)])
    let guarded = LibExifGuard(tiff: BinaryReader(tiff, bigEndian: false))
    #expect(!guarded.makerNotes.isEmpty)
    let loaded = try #require(LibExifLoader.load(tiff: guarded.blanked(tiff)))
    #expect(!loaded.entries.contains { $0.tag == 0x927C })
  }

  @Test("a directory that claims more entries than fit is cut as libexif cuts it, and still guarded")
  func oversizedCount() throws {
    var ifd0 = Self.directory([(0x010F, 2, 4, 0x0041_4243), (0x927C, 7, 4, Self.noteBytes)])
    ifd0[0] = 0x88
    ifd0[1] = 0x13  // 5,000 entries declared
    let tiff: [UInt8] = Array("II*\0".utf8) + [8, 0, 0, 0] + ifd0
    let guarded = LibExifGuard(tiff: BinaryReader(tiff, bigEndian: false))
    #expect(guarded.makerNotes[.ifd0].map(Array.init) == Array("ABCD".utf8))
    let loaded = try #require(LibExifLoader.load(tiff: guarded.blanked(tiff)))
    #expect(!loaded.entries.contains { $0.tag == 0x927C })
  }
}
