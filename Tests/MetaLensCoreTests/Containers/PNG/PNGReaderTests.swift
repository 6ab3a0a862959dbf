import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("PNG and APNG")
struct PNGReaderTests {
  static func read(_ fixture: PNGFixture, named name: String = "fixture.png") throws -> PhotoMetadata {
    try PhotoMetadataService().read(path: try fixture.write(named: name))
  }

  @Test("IHDR gives the size, as PNG tags and as the image size")
  func header() throws {
    let metadata = try Self.read(PNGFixture(width: 640, height: 480))
    #expect(metadata.value("PNG", "ImageWidth") == .integer(640))
    #expect(metadata.value("PNG", "ImageHeight") == .integer(480))
    #expect(metadata.value("PNG", "ColorType") == .integer(6))
    #expect(metadata.imageSize == PixelSize(width: 640, height: 480))
    #expect(metadata.value("File", "FileType") == .text("PNG"))
    #expect(metadata.png?.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(metadata.png?.hasEnd == true)
    #expect(metadata.notices.isEmpty)
  }

  @Test("the format comes from the signature: a PNG named .jpg is read as PNG")
  func misnamed() throws {
    let metadata = try Self.read(PNGFixture(width: 8, height: 8), named: "photo.jpg")
    #expect(metadata.file.format == .png)
  }

  @Test("tEXt, zTXt and iTXt become PNG tags named as ExifTool names their keywords")
  func textChunks() throws {
    let metadata = try Self.read(
      PNGFixture([
        .text("Software", "GIMP 2.10"), .compressedText("Comment", Array("squeezed".utf8)),
        .internationalText("Title", "Titre", language: "fr"), .text("date:create", "2024-05-01"),
        .internationalText("prompt", "{\"1\": {}}", compressed: true), .text("Creation Time", "today"),
      ]))
    #expect(metadata.value("PNG", "Software") == .text("GIMP 2.10"))
    #expect(metadata.value("PNG", "Comment") == .text("squeezed"))
    #expect(metadata.value("PNG", "Title-fr") == .text("Titre"))
    #expect(metadata.value("PNG", "Datecreate") == .text("2024-05-01"))
    #expect(metadata.value("PNG", "Prompt") == .text("{\"1\": {}}"))
    #expect(metadata.value("PNG", "CreationTime") == .text("today"))
  }

  @Test("eXIf is read as EXIF, with or without an Exif header", arguments: [false, true])
  func exif(header: Bool) throws {
    let tiff = Array(try ExifReaderTests.camera.block().dropFirst(6))
    let metadata = try Self.read(PNGFixture([.exif(tiff, exifHeader: header)]))
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
    #expect(metadata.value("ExifIFD", "ISO") == .integer(400))
    #expect(metadata.value("File", "ExifByteOrder") != nil)
  }

  @Test("XMP in iTXt and an iCCP profile are read as XMP and ICC tags")
  func xmpAndICC() throws {
    let packet = XMPPackets.wrap("<xmp:CreatorTool>Krita</xmp:CreatorTool>")
    let icc = ICCFixture.profile(description: "Display P3", copyright: "Apple")
    let metadata = try Self.read(PNGFixture([.iccp(icc), .xmp(packet)]))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("Krita"))
    #expect(metadata.value("ICC_Profile", "ProfileDescription") == .text("Display P3"))
    #expect(metadata.value("PNG", "ProfileName") == .text("ICC profile"))
    #expect(metadata.value("PNG", "XMP") == nil)
  }

  @Test("an ImageMagick raw EXIF profile in hex text is read as EXIF")
  func rawProfile() throws {
    let block = try ExifReaderTests.camera.block()
    let hex = block.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
    let text =
      "\nexif\n    \(block.count)\n"
      + stride(from: 0, to: hex.count, by: 36).map { hex[$0..<min($0 + 36, hex.count)].joined() }.joined(
        separator: "\n") + "\n"
    let metadata = try Self.read(PNGFixture([.compressedText("Raw profile type exif", Array(text.utf8))]))
    #expect(metadata.value("IFD0", "Model") == .text("Canon EOS 5D Mark IV"))
    #expect(metadata.value("PNG", "EXIF_Profile") == nil)
  }

  @Test("acTL makes an APNG with a frame count; caBX is noted, not read")
  func animationAndC2PA() throws {
    let metadata = try Self.read(PNGFixture([.animationControl(frames: 12, plays: 1), .init("caBX", [1, 2, 3, 4])]))
    #expect(metadata.value("File", "FileType") == .text("APNG"))
    #expect(metadata.value("File", "MIMEType") == .text("image/apng"))
    #expect(metadata.value("PNG", "AnimationFrames") == .integer(12))
    #expect(metadata.png?.animationFrames == 12)
    #expect(metadata.png?.c2pa?.length == 4)
  }

  @Test("a run of IDAT chunks is one entry with its count")
  func idatRun() throws {
    let fixture = PNGFixture(exactly: [.ihdr(width: 2, height: 2), .imageData, .imageData, .imageData, .end])
    let metadata = try Self.read(fixture)
    let idat = metadata.png?.chunks.first { $0.type == "IDAT" }
    #expect(idat?.count == 3)
    #expect(idat?.length == 27)
  }

  @Test("a bad CRC does not stop the read")
  func badCRC() throws {
    var bytes = PNGFixture([.text("Software", "Paint")]).bytes()
    bytes[8 + 8 + 13] ^= 0xFF  // IHDR's CRC
    let metadata = try PhotoMetadataService().read(bytes: bytes)
    #expect(metadata.value("PNG", "Software") == .text("Paint"))
  }
}
