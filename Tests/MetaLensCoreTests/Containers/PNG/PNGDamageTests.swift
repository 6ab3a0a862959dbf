import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Damaged PNGs and PNG limits")
struct PNGDamageTests {
  @Test("a chunk claiming more bytes than the file has: what came before is kept, with a warning")
  func hugeLength() throws {
    let fixture = PNGFixture(exactly: [
      .ihdr(width: 5, height: 5), .text("Software", "Paint"),
      .init("tEXt", Array("Comment\0x".utf8), claimedLength: 0x7FFF_FFF0),
    ])
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(metadata.value("PNG", "Software") == .text("Paint"))
    #expect(metadata.noticeMessages.contains { $0.contains("claims 2147483632 bytes") })
  }

  @Test("a file cut inside a chunk keeps the chunks before it")
  func truncated() throws {
    let bytes = PNGFixture([.text("Software", "Paint"), .text("Comment", "a long comment that is cut")]).bytes()
    let cut = Array(bytes.prefix(8 + 25 + 12 + 14 + 10))
    let metadata = try PhotoMetadataService().read(bytes: cut)
    #expect(metadata.value("PNG", "ImageWidth") == .integer(4))
    #expect(metadata.value("PNG", "Software") == .text("Paint"))
    #expect(metadata.noticeMessages.contains { $0.hasPrefix("truncated") })
  }

  @Test("a signature followed by no chunk is a clean error")
  func noChunks() throws {
    #expect(throws: MetaLensError.self) { try PhotoMetadataService().read(bytes: PNGFixture.signature + [0, 0]) }
    #expect(throws: MetaLensError.self) {
      try PhotoMetadataService().read(bytes: PNGFixture.signature + [UInt8](repeating: 0, count: 24))
    }
  }

  @Test(
    "compressed text inflates up to maxInflatedTextBytes; one byte more stops at the cap with a warning",
    arguments: [0, 1])
  func zipBomb(over: Int) throws {
    let size = ReadLimits.maxInflatedTextBytes + over
    let bomb = [UInt8](repeating: UInt8(ascii: "A"), count: size)
    let fixture = PNGFixture([.compressedText("Comment", bomb)])
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    let comment = metadata.value("PNG", "Comment")?.text
    #expect(comment?.utf8.count == ReadLimits.maxInflatedTextBytes)
    #expect(metadata.noticeMessages.contains { $0.contains("inflates to more than") } == (over > 0))
  }

  @Test("damaged compressed text keeps what inflated and warns")
  func damagedCompressedText() throws {
    let compressed = Deflate.compress(Array("hello, compressed world".utf8))
    let fixture = PNGFixture([.init("zTXt", Array("Comment".utf8) + [0, 0] + compressed.prefix(compressed.count - 6))])
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(metadata.noticeMessages.contains { $0.contains("damaged compressed text") })
  }

  @Test("up to maxPNGChunks chunks are walked; one more stops the walk with a warning", arguments: [0, 1])
  func chunkCount(over: Int) throws {
    // IHDR + n tIME-free ancillary chunks + IEND = maxPNGChunks + over.
    let filler = PNGFixture.Chunk("abCd", [])
    let middle = ReadLimits.maxPNGChunks - 2 + over
    let fixture = PNGFixture(exactly: [.ihdr(width: 1, height: 1)] + Array(repeating: filler, count: middle) + [.end])
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(metadata.png?.hasEnd == (over == 0))
    #expect(metadata.noticeMessages.contains { $0.contains("PNG chunks") } == (over > 0))
  }
}
