@testable import MetaLensCore
import MetaLensTestSupport
import Testing

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
    let loaded = try #require(LibExifLoader.load(ExifReader.header + guarded.blanked(tiff)))
    #expect(!loaded.entries.contains { $0.tag == 0x927C })
    #expect(loaded.entries.contains { $0.tag == TagID.make })
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    #expect(metadata.value("ExifIFD", "MakerNote") == .binary(byteCount: note.count))
    #expect(metadata.exif?.makerNote == MakerNoteInfo(length: note.count, maker: "Nikon"))
  }

  @Test("the corpus's maker-note samples are read, their MakerNotes found by metalens's own walk", .enabled(if: Corpus.isAvailable))
  func corpusMakerNotes() throws {
    let samples = try Corpus.entries().filter { $0.path.hasPrefix("libexif-libexif/test/testdata/") }
    #expect(samples.count >= 9)
    for sample in samples {
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(sample))
      #expect(metadata.exif?.makerNote != nil, "\(sample.path)")
    }
  }
}
