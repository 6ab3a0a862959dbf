import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Limits that hold for a whole file, not one chunk at a time, and readings
/// that a hostile or odd file once got wrong.
@Suite("Limits per file, and readings hostile files got wrong")
struct PerFileLimitTests {
  @Test("compressed PNG texts inflate to 32 MiB per file in all; the rest are named in one notice")
  func inflatedTextPerFile() throws {
    // Ten chunks of 8 MiB each: four fit the allowance, six are not inflated.
    let text = [UInt8](repeating: UInt8(ascii: "a"), count: ReadLimits.maxInflatedTextBytes)
    let chunks = (0..<10).map { PNGFixture.Chunk.compressedText("Comment\($0)", text) }
    let metadata = try PhotoMetadataService().read(path: PNGFixture(chunks).write())
    let texts = metadata.tags.tags.filter { $0.group == "PNG" && $0.name.hasPrefix("Comment") }
    #expect(texts.count == 4)
    #expect(metadata.noticeMessages.filter { $0.contains("not read") }.count == 1)
    #expect(metadata.noticeMessages.contains { $0.hasPrefix("6 compressed text chunks are not read") })
  }

  @Test("XMP hexadecimal character references are the characters they name, as ExifTool reads them")
  func hexadecimalReferences() throws {
    let metadata = try JPEGFixture(segments: [
      .xmp(XMPPackets.wrap("<xmp:CreatorTool>A&#x22;B&#x41;</xmp:CreatorTool><xmp:Label>tab&#x9;end</xmp:Label>"))
    ]).metadata()
    #expect(metadata.text("XMP-xmp", "CreatorTool") == "A\"BA")
    #expect(metadata.text("XMP-xmp", "Label") == "tab\tend")
  }

  @Test("a hexadecimal reference to a control character XML forbids leaves the packet readable")
  func forbiddenControlReference() throws {
    let metadata = try JPEGFixture(segments: [
      .xmp(XMPPackets.wrap("<xmp:Label>a&#x1;b</xmp:Label><xmp:Rating>3</xmp:Rating>"))
    ]).metadata()
    #expect(metadata.value("XMP-xmp", "Rating") != nil)
  }

  @Test("an EXIF directory pointer back to IFD0 in a JPEG is a loop, said once, as in a TIFF")
  func exifLoopInJPEG() throws {
    // IFD0 at 8: Make, and an ExifIFD pointer back to 8 itself.
    var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0]
    tiff += [0x0F, 0x01, 2, 0, 4, 0, 0, 0] + Array("Sony".utf8)
    tiff += [0x69, 0x87, 4, 0, 1, 0, 0, 0, 8, 0, 0, 0]
    tiff += [0, 0, 0, 0]
    let metadata = try JPEGFixture(segments: [.raw(marker: 0xE1, payload: Array("Exif\0\0".utf8) + tiff)]).metadata()
    #expect(metadata.make == "Sony")
    #expect(metadata.notices.filter { $0.code == .tiffPointerLoop }.count == 1)
  }
}
