import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A TIFF-based raw's MakerNote is decoded as a JPEG's is (issue 36: the
/// corpus's CR2, NEF, RW2 and DNG notes were listed as binary data only).
@Suite("MakerNotes inside TIFF-based raws")
struct TIFFMakerNoteTests {
  /// A Canon note (a bare directory, values from the TIFF header) holding
  /// FileNumber (0x0008) inline, in the file's byte order.
  static func canonNote(fileNumber: UInt32, bigEndian: Bool) -> [UInt8] {
    func integer(_ value: UInt64, _ size: Int) -> [UInt8] {
      let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
      return bigEndian ? little.reversed() : little
    }
    return integer(1, 2) + integer(0x0008, 2) + integer(4, 2) + integer(1, 4) + integer(UInt64(fileNumber), 4)
      + integer(0, 4)
  }

  static func raw(note: [UInt8], bigEndian: Bool, make: String = "Canon") -> [UInt8] {
    let exif = TIFFFixture.Directory([.bytes(0x927C, note)])
    let ifd0 = TIFFFixture.Directory(
      [.long(0x100, 16), .long(0x101, 12), .ascii(0x10F, make), .ascii(0x110, "Canon EOS 5D")],
      children: [(34665, exif)])
    return TIFFFixture([ifd0], bigEndian: bigEndian).bytes()
  }

  @Test("a Canon raw's note gives its tags in the Canon group, in either byte order", arguments: [false, true])
  func canon(bigEndian: Bool) throws {
    let bytes = Self.raw(note: Self.canonNote(fileNumber: 1_234_567, bigEndian: bigEndian), bigEndian: bigEndian)
    let metadata = try PhotoMetadataService().read(bytes: bytes, whole: true)
    #expect(metadata.value("Canon", "FileNumber")?.integer == 1_234_567)
    #expect(metadata.value("ExifIFD", "MakerNote") != nil, "the note stays listed as binary data too")
    #expect(metadata.exif?.makerNote?.maker == "Canon")
  }

  @Test("a note whose entry count is hostile is left undecoded, with the MakerNote still listed")
  func hostile() throws {
    var note = Self.canonNote(fileNumber: 1, bigEndian: false)
    (note[0], note[1]) = (0xFF, 0xFF)
    let metadata = try PhotoMetadataService().read(bytes: Self.raw(note: note, bigEndian: false), whole: true)
    #expect(metadata.tags.tags(in: "Canon").isEmpty)
    #expect(metadata.value("ExifIFD", "MakerNote") != nil)
  }
}
