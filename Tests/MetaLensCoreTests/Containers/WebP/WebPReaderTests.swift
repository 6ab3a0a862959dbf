import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("WebP")
struct WebPReaderTests {
  static func read(_ fixture: WebPFixture) throws -> PhotoMetadata {
    try PhotoMetadataService().read(bytes: fixture.bytes(), path: "fixture.webp")
  }

  @Test(
    "VP8 and VP8L give the size",
    arguments: [
      (WebPFixture.Chunk.lossy(width: 320, height: 200), "lossy"), (.lossless(width: 320, height: 200), "lossless"),
    ])
  func simpleSize(chunk: WebPFixture.Chunk, kind: String) throws {
    let metadata = try Self.read(WebPFixture([chunk]))
    #expect(metadata.value("RIFF", "ImageWidth") == .integer(320))
    #expect(metadata.value("RIFF", "ImageHeight") == .integer(200))
    #expect(metadata.webp?.kind?.rawValue == kind)
    #expect(metadata.value("File", "FileType") == .text("WEBP"))
  }

  @Test("VP8X: canvas size, flags, EXIF and XMP chunks, ANMF frames, C2PA noted")
  func extended() throws {
    let tiff = Array(try ExifReaderTests.camera.block().dropFirst(6))
    let packet = XMPPackets.wrap("<xmp:CreatorTool>Squoosh</xmp:CreatorTool>")
    let metadata = try Self.read(
      WebPFixture([
        .extended(flags: 0x0E, width: 1000, height: 750), .init("ANIM", [0, 0, 0, 0, 0, 0]), .init("ANMF", [1, 2, 3]),
        .init("ANMF", [1, 2, 3]), .init("EXIF", tiff), .init("XMP ", Array(packet.utf8)), .init("C2PA", [9, 9]),
      ]))
    #expect(metadata.value("RIFF", "ImageWidth") == .integer(1000))
    #expect(metadata.value("File", "FileType") == .text("Extended WEBP"))
    #expect(metadata.webp?.isAnimated == true && metadata.webp?.hasEXIF == true && metadata.webp?.hasXMP == true)
    #expect(metadata.webp?.frameCount == 2)
    #expect(metadata.webp?.c2pa?.length == 2)
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("Squoosh"))
  }

  @Test("a chunk longer than the RIFF size is a warning, and what came before is kept")
  func hugeChunk() throws {
    let metadata = try Self.read(
      WebPFixture([.lossy(width: 10, height: 10), .init("EXIF", [1, 2], claimedLength: 0xFFFF_FFFF)]))
    #expect(metadata.value("RIFF", "ImageWidth") == .integer(10))
    #expect(metadata.noticeMessages.contains { $0.hasPrefix("truncated") })
  }

  @Test("a RIFF size past the end of the file is a warning")
  func riffSize() throws {
    let metadata = try Self.read(WebPFixture([.lossy(width: 10, height: 10)], claimedRIFFSize: 1 << 30))
    #expect(metadata.value("RIFF", "ImageWidth") == .integer(10))
    #expect(metadata.noticeMessages.contains { $0.contains("RIFF header claims") })
  }

  @Test("up to maxRIFFChunks chunks are walked; one more stops with a warning", arguments: [0, 1])
  func chunkCount(over: Int) throws {
    let chunks =
      [WebPFixture.Chunk.lossy(width: 2, height: 2)]
      + Array(repeating: WebPFixture.Chunk("JUNK", []), count: ReadLimits.maxRIFFChunks - 1 + over)
    let metadata = try Self.read(WebPFixture(chunks))
    #expect(metadata.noticeMessages.contains { $0.contains("RIFF chunks") } == (over > 0))
  }
}
