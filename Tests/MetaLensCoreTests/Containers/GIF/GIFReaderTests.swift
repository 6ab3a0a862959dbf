import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("GIF")
struct GIFReaderTests {
  static func read(_ fixture: GIFFixture) throws -> PhotoMetadata {
    try PhotoMetadataService().read(bytes: fixture.bytes(), path: "fixture.gif")
  }

  @Test("screen size, version and frames; comments after image data are reached")
  func frames() throws {
    let metadata = try Self.read(
      GIFFixture(
        width: 300, height: 200,
        [.image(dataBlocks: 3), .comment("first"), .image(dataBlocks: 2), .comment("Made with ezgif")]))
    #expect(metadata.value("GIF", "ImageWidth") == .integer(300))
    #expect(metadata.value("GIF", "GIFVersion") == .text("89a"))
    #expect(metadata.value("GIF", "FrameCount") == .integer(2))
    #expect(
      metadata.tags.tags(in: "File").filter { $0.name == "Comment" }.map(\.value) == [
        .text("first"), .text("Made with ezgif"),
      ])
    #expect(metadata.gif?.frameCount == 2)
    #expect(metadata.gif?.hasTrailer == true)
    #expect(metadata.imageSize == PixelSize(width: 300, height: 200))
  }

  @Test("graphic control extensions give Duration and TransparentColor, for tags only")
  func graphicControl() throws {
    let control: (UInt8, UInt8) -> GIFFixture.Block = { flags, delay in .raw([0x21, 0xF9, 4, flags, delay, 0, 7, 0]) }
    let fixture = GIFFixture([control(0, 50), .image(), control(1, 25), .image()])
    let all = try PhotoMetadataService(options: .allTags).read(bytes: fixture.bytes(), path: "fixture.gif")
    #expect(all.value("GIF", "Duration") == .real(0.75))
    #expect(all.value("GIF", "TransparentColor") == .integer(7))
    let standard = try Self.read(fixture)
    #expect(standard.value("GIF", "Duration") == nil)
    #expect(standard.value("GIF", "FrameCount") == .integer(2))
  }

  @Test("the ICCRGBG1012 application extension is the ICC profile")
  func iccProfile() throws {
    let profile = ICCFixture.profile(description: "sRGB", copyright: "none")
    let metadata = try Self.read(GIFFixture([.application(identifier: "ICCRGBG1012", data: profile), .image()]))
    #expect(metadata.value("ICC_Profile", "ProfileDescription") == .text("sRGB"))
    #expect(metadata.value("ICC-header", "ProfileClass") == .text("mntr"))
  }

  @Test("the XMP application extension is the packet without its magic trailer")
  func xmp() throws {
    let packet = XMPPackets.wrap("<xmp:CreatorTool>Photoshop</xmp:CreatorTool>")
    let metadata = try Self.read(GIFFixture([.xmp(packet), .image(), .comment("after")]))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("Photoshop"))
    #expect(metadata.value("File", "Comment") == .text("after"))
    #expect(metadata.notices.isEmpty)
  }

  @Test("NETSCAPE loop count and a C2PA extension")
  func applications() throws {
    let metadata = try Self.read(
      GIFFixture([
        .application(identifier: "NETSCAPE2.0", data: [1, 5, 0]),
        .application(identifier: "C2PA_GIF   ", data: [1, 2, 3]), .image(),
      ]))
    #expect(metadata.value("GIF", "AnimationIterations") == .integer(5))
    #expect(metadata.gif?.c2pa != nil)
  }

  @Test(
    "a C2PA_GIF extension before the first image is read; one after an image is located only, as c2pa-rs",
    arguments: [true, false])
  func c2paPlacement(beforeImage: Bool) throws {
    let store = C2PAFixture(actions: [.init("c2pa.opened")]).store()
    let blocks: [GIFFixture.Block] = beforeImage ? [.c2pa(store), .image()] : [.image(), .c2pa(store)]
    let metadata = try Self.read(GIFFixture(blocks))
    #expect((metadata.c2pa?.activeManifest?.actions.first?.action == "c2pa.opened") == beforeImage)
    #expect(metadata.gif?.c2pa != nil)
    #expect(metadata.notices.map(\.code).contains(.gifC2PAAfterImage) == !beforeImage)
  }

  @Test("a file cut inside image data keeps the screen and warns")
  func truncated() throws {
    let bytes = GIFFixture([.comment("kept"), .image(dataBlocks: 4)]).bytes()
    let metadata = try PhotoMetadataService().read(bytes: Array(bytes.prefix(bytes.count - 3)))
    #expect(metadata.value("GIF", "ImageWidth") == .integer(4))
    #expect(metadata.value("File", "Comment") == .text("kept"))
    #expect(metadata.noticeMessages.contains { $0.hasPrefix("truncated") })
  }

  @Test("up to maxGIFBlocks sub-blocks are walked; one more stops with a warning", arguments: [0, 1])
  func blockCount(over: Int) throws {
    // One image: its data sub-blocks plus the terminator count as blocks.
    let dataBlocks = ReadLimits.maxGIFBlocks - 1 + over
    let metadata = try Self.read(GIFFixture([.image(dataBlocks: dataBlocks)]))
    #expect(metadata.noticeMessages.contains { $0.contains("GIF blocks") } == (over > 0))
    #expect(metadata.gif?.hasTrailer == (over == 0))
  }
}
