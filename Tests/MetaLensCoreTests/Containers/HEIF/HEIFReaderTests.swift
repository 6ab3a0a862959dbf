import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// HEIF files built box by box: what metalens reads from them, and that
/// libheif reads the same files the same way.
@Suite("HEIF (HEIC, AVIF) files")
struct HEIFReaderTests {
  static let gainMap = "urn:com:apple:photo:2020:aux:hdrgainmap"
  static let alpha = "urn:mpeg:mpegB:cicp:systems:auxiliary:alpha"

  static func fixture(inItemData: Bool = false, exifPrefix: Bool = false) throws -> HEIFFixture {
    var fixture = HEIFFixture(width: 4032, height: 3024)
    let exif = ExifFixture([.init(.ifd0, 0x010F, .ascii("Apple")), .init(.ifd0, 0x0110, .ascii("iPhone 15"))])
    fixture.exifTIFF = Array(try exif.block().dropFirst(6))  // without `Exif\0\0`
    fixture.exifHeaderPrefix = exifPrefix
    fixture.xmp = XMPPackets.wrap("<xmp:CreatorTool>17.1</xmp:CreatorTool>")
    fixture.icc = ICCFixture.profile(description: "Display P3", copyright: "none")
    fixture.auxiliaries = [
      .init(width: 2016, height: 1512, auxiliaryType: gainMap), .init(width: 4032, height: 3024, auxiliaryType: alpha),
    ]
    fixture.thumbnails = [.init(width: 320, height: 240)]
    fixture.metadataInItemData = inItemData
    fixture.c2paManifest = [UInt8](repeating: 0xC2, count: 100)
    return fixture
  }

  static func read(_ fixture: HEIFFixture, limits: ReadLimits = .standard) throws -> PhotoMetadata {
    try PhotoMetadataService(limits: limits).read(bytes: fixture.bytes())
  }

  @Test("libheif 1.15 accepts the fixture and finds what metalens finds", arguments: [false, true])
  func libheifAgrees(inItemData: Bool) throws {
    let fixture = try Self.fixture(inItemData: inItemData)
    let probe = try LibHeifProbe.read(fixture.bytes()).get()
    let metadata = try Self.read(fixture)
    let heif = try #require(metadata.heif)
    #expect(probe.primaryWidth == 4032 && probe.primaryHeight == 3024)
    #expect(heif.primarySize == PixelSize(width: Int64(probe.primaryWidth), height: Int64(probe.primaryHeight)))
    #expect(heif.thumbnailCount == probe.thumbnailCount)
    #expect(probe.metadata.sorted() == ["Exif", "mime application/rdf+xml"])
    #expect(probe.iccProfileSize == fixture.icc?.count)
  }

  @Test("Exif, XMP and ICC are read from the items, wherever iloc puts them", arguments: [false, true], [false, true])
  func metadataItems(inItemData: Bool, exifPrefix: Bool) throws {
    let metadata = try Self.read(try Self.fixture(inItemData: inItemData, exifPrefix: exifPrefix))
    #expect(metadata.noticeMessages == [])
    #expect(metadata.value("IFD0", "Make") == .text("Apple"))
    #expect(metadata.value("IFD0", "Model") == .text("iPhone 15"))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("17.1"))
    #expect(metadata.value("ICC_Profile", "ProfileDescription") == .text("Display P3"))
    #expect(metadata.value("File", "ImageWidth") == .integer(4032))
    #expect(metadata.value("File", "ImageHeight") == .integer(3024))
    #expect(metadata.value("QuickTime", "MajorBrand") == .text("avif"))
    #expect(metadata.value("Meta", "PrimaryItemReference") == .integer(1))
    #expect(metadata.imageSize == PixelSize(width: 4032, height: 3024))
    #expect(metadata.file.format == .avif)
  }

  @Test("an XMP item that starts with JPEG's APP1 identifier and ends with a NUL is still read")
  func xmpWithIdentifier() throws {
    var fixture = try Self.fixture()
    fixture.xmp = "http://ns.adobe.com/xap/1.0/\0 " + XMPPackets.wrap("<xmp:Rating>3</xmp:Rating>") + "\0"
    let metadata = try Self.read(fixture)
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
    #expect(metadata.noticeMessages == [])
  }

  @Test(
    "an ICC profile is read from the primary image, else from the first colr in ipco, as ExifTool does",
    arguments: [0, 1])
  func iccElsewhere(image: Int) throws {
    var fixture = try Self.fixture()
    fixture.iccImage = image
    #expect(try Self.read(fixture).value("ICC_Profile", "ProfileDescription") == .text("Display P3"))
    fixture.icc = nil
    #expect(try Self.read(fixture).value("ICC_Profile", "ProfileDescription") == nil)
  }

  @Test("auxiliary images, thumbnails and the C2PA box are facts of the heif section")
  func structure() throws {
    let fixture = try Self.fixture()
    let bytes = fixture.bytes()
    let heif = try #require(try Self.read(fixture).heif)
    #expect(heif.auxiliaryImages.map(\.type) == [Self.gainMap, Self.alpha])
    #expect(heif.auxiliaryImages.map(\.role) == [.gainMap, .alpha])
    #expect(heif.auxiliaryImages.first?.size == PixelSize(width: 2016, height: 1512))
    #expect(heif.hasGainMap && !heif.hasDepth)
    #expect(heif.thumbnailCount == 1)
    #expect(heif.itemCount == 6)
    #expect(heif.hasExifItem && heif.hasXMPItem)
    #expect(heif.compatibleBrands == ["mif1", "avif", "miaf"])
    #expect(heif.c2paBox == .init(offset: Int64(bytes.count - 124), length: 124))
  }

  @Test("the image data in mdat is stepped over, not read: 4 MiB of it before the items, 256 KiB read")
  func imageDataNotRead() throws {
    var fixture = try Self.fixture()
    fixture.primaryDataSize = 4 << 20
    let metadata = try PhotoMetadataService(limits: ReadLimits(maxHeaderBytes: 256 << 10)).read(path: fixture.write())
    #expect(metadata.noticeMessages == [])
    #expect(metadata.value("IFD0", "Make") == .text("Apple"))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("17.1"))
  }

  @Test("a mif3 file with a compact mini box is a report with a warning")
  func compactMiniBox() throws {
    let bytes =
      ISOBMFFBoxes.box("ftyp", Array("mif3avif".utf8) + [0, 0, 0, 0] + Array("avifmif3".utf8))
      + ISOBMFFBoxes.box("mini", [UInt8](repeating: 0xFF, count: 40))
    let metadata = try PhotoMetadataService().read(bytes: bytes)
    #expect(metadata.heif?.hasCompactMiniBox == true)
    #expect(metadata.noticeMessages.contains { $0.contains("'mini' box") })
    #expect(metadata.noticeCodes == [.heifMiniBox])
    #expect(metadata.imageSize == nil)
  }

  @Test("a file cut inside its boxes is read as far as it goes, or refused as truncated", arguments: [20, 200, 400])
  func truncated(length: Int) throws {
    let bytes = Array(try Self.fixture().bytes().prefix(length))
    do {
      let metadata = try PhotoMetadataService().read(bytes: bytes)
      #expect(metadata.noticeMessages.contains { $0.hasPrefix("truncated") })
    } catch {
      #expect(error.code == "truncated")
    }
  }

  /// A cut a few bytes into the next box's header left the walk with no
  /// word of the bytes it did not read.
  @Test("a file ending a few bytes into a box header says so, and is not read as cut short", arguments: [1, 7])
  func bytesAfterTheLastBox(count: Int) throws {
    let whole = try Self.fixture().bytes()
    let metadata = try PhotoMetadataService().read(bytes: whole + [UInt8](repeating: 0, count: count))
    #expect(metadata.noticeCodes == [.heifTrailingBytes])
    #expect(metadata.noticeMessages.first?.hasPrefix("\(count) byte(s) at byte \(whole.count)") == true)
    #expect(try PhotoMetadataService().read(bytes: whole).noticeCodes == [])
  }

  @Test("HEIF brands: from the major brand, or the compatible brands when it is a codec's")
  func brands() {
    func detect(_ major: String, _ compatible: String) -> ImageFormat? {
      ImageFormat.detect(ISOBMFFBoxes.box("ftyp", Array((major + "\0\0\0\0" + compatible).utf8)))
    }
    #expect(detect("heic", "mif1heic") == .heic)
    #expect(detect("heix", "mif1heix") == .heif)
    #expect(detect("avif", "mif1avif") == .avif)
    #expect(detect("j2ki", "mif1j2ki") == .heif)
    #expect(detect("crx ", "crx isom") == .canonCR3)
    #expect(detect("isom", "isomavc1") == nil)
  }
}
