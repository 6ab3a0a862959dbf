import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("TIFF, BigTIFF and TIFF-based raws")
struct TIFFReaderTests {
  typealias Entry = TIFFFixture.Entry
  typealias Directory = TIFFFixture.Directory

  static func read(_ fixture: TIFFFixture) throws -> PhotoMetadata {
    try PhotoMetadataService().read(bytes: fixture.bytes())
  }

  static let camera = Directory(
    [
      .long(0x100, 6000), .long(0x101, 4000), .ascii(0x10F, "Canon"), .ascii(0x110, "Canon EOS R5"),
      .ascii(0x131, "Adobe Photoshop 25.0"),
      .bytes(700, Array(XMPPackets.wrap("<xmp:CreatorTool>Adobe Photoshop 25.0</xmp:CreatorTool>").utf8), type: 1),
    ],
    children: [
      (34665, Directory([.rational(0x829A, 1, 200), .ascii(0x9003, "2024:05:01 10:00:00")])),
      (34853, Directory([.ascii(1, "N"), .bytes(0, [2, 3, 0, 0], type: 1)])),
    ])

  @Test(
    "classic and BigTIFF, both byte orders, IFD0 after the image data: tags, EXIF, GPS and XMP read",
    arguments: [false, true], [false, true])
  func layouts(bigTIFF: Bool, bigEndian: Bool) throws {
    var fixture = TIFFFixture([Self.camera], bigEndian: bigEndian, bigTIFF: bigTIFF)
    fixture.imageDataBefore = 300_000
    let metadata = try Self.read(fixture)
    #expect(metadata.file.format == (bigTIFF ? .bigTIFF : .tiff))
    #expect(metadata.value("IFD0", "Model")?.text == "Canon EOS R5")
    #expect(metadata.value("ExifIFD", "ExposureTime")?.number == 0.005)
    #expect(metadata.value("ExifIFD", "DateTimeOriginal")?.text == "2024:05:01 10:00:00")
    #expect(metadata.value("GPS", "GPSLatitudeRef")?.text == "N")
    #expect(metadata.value("XMP-xmp", "CreatorTool")?.text == "Adobe Photoshop 25.0")
    #expect(metadata.imageSize == PixelSize(width: 6000, height: 4000))
    #expect(metadata.tiff?.isBigTIFF == bigTIFF)
    #expect(metadata.tiff?.byteOrder == (bigEndian ? "MM" : "II"))
    #expect(metadata.tiff?.directories.map(\.group) == ["IFD0", "ExifIFD", "GPS"])
    #expect(metadata.tiff?.directories.first?.offset == UInt64((bigTIFF ? 16 : 8) + 300_000))
    #expect(metadata.notices.isEmpty)
  }

  @Test("a TIFF saved by an editor reads as edited")
  func editedTIFF() throws {
    let metadata = try Self.read(TIFFFixture([Self.camera]))
    let report = OriginalityScorer().score(metadata)
    #expect(report.flags.contains { $0.id == "editor-software" })
  }

  @Test("an IFD chain that loops back to IFD0 ends there, with a warning")
  func loop() throws {
    var fixture = TIFFFixture([Directory([.long(0x100, 10)]), Directory([.long(0x100, 5)])])
    fixture.loops = true
    let metadata = try Self.read(fixture)
    #expect(metadata.tiff?.directories.map(\.group) == ["IFD0", "IFD1"])
    #expect(metadata.noticeMessages.contains { $0.contains("loop") })
    #expect(metadata.noticeCodes.contains(.tiffPointerLoop))
  }

  @Test("an IFD0 offset past the end of the file is a corrupt file, not a crash")
  func offsetPastEnd() throws {
    var fixture = TIFFFixture([Directory([.long(0x100, 10)])])
    fixture.firstOffsetOverride = 1 << 40
    #expect(throws: MetaLensError.self) { try Self.read(fixture) }
    do { _ = try Self.read(fixture) } catch { #expect((error as? MetaLensError)?.code == "corrupt") }
  }

  @Test("a DNG is named by its DNGVersion, and its size is the full-resolution SubIFD, not the IFD0 preview")
  func dng() throws {
    let raw = Directory([.long(0xFE, 0), .long(0x100, 6048), .long(0x101, 4024), .short(0x106, 32803)])
    let ifd0 = Directory(
      [
        .long(0xFE, 1), .long(0x100, 256), .long(0x101, 171), .ascii(0x10F, "Canon"),
        .bytes(0xC612, [1, 4, 0, 0], type: 1),
      ],
      children: [(330, raw)])
    let metadata = try Self.read(TIFFFixture([ifd0], bigEndian: true))
    #expect(metadata.file.format == .dng)
    #expect(metadata.value("File", "FileType")?.text == "DNG")
    #expect(metadata.tiff?.dngVersion == "1.4.0.0")
    #expect(metadata.tiff?.rawFormat == "DNG")
    #expect(metadata.imageSize == PixelSize(width: 6048, height: 4024))
    #expect(metadata.value("SubIFD", "ImageWidth")?.integer == 6048)
  }

  /// A raw whose preview is declared past its end is cut (`file-cut-short`);
  /// a stream read only up to its bound has not shown its end, so the same
  /// preview is past the read limit, not past the file.
  @Test("a raw's preview past the end is a cut in a whole file, and the read limit in a bounded stream")
  func previewPastTheEnd() throws {
    let ifd0 = Directory([
      .long(0xFE, 1), .long(0x100, 16), .long(0x101, 12), .ascii(0x10F, "Canon"),
      .bytes(0xC612, [1, 4, 0, 0], type: 1), .long(0x201, 100_000), .long(0x202, 5000),
    ])
    let bytes = TIFFFixture([ifd0]).bytes()
    let whole = try PhotoMetadataService().read(bytes: bytes, whole: true)
    #expect(whole.noticeCodes == [.tiffValuesLeftOut])
    #expect(OriginalityScorer().score(whole).flags.contains { $0.id == "file-cut-short" })
    let bounded = try PhotoMetadataService().read(bytes: bytes, whole: false)
    #expect(bounded.noticeCodes == [.readLimitReached])
    #expect(!OriginalityScorer().score(bounded).flags.contains { $0.id == "file-cut-short" })
  }

  @Test("SubIFDs are numbered per parent, as ExifTool numbers them, and each directory keeps its own size")
  func subIFDsPerParent() throws {
    func image(_ width: UInt32, _ extra: Int = 0) -> Directory {
      Directory(
        [.long(0xFE, 1), .long(0x100, width), .long(0x101, 10)] + (0..<extra).map { .short(0x128, UInt16($0)) })
    }
    let ifd0 = Directory([.long(0x100, 100), .long(0x101, 10)], children: [(330, image(30)), (330, image(40))])
    let ifd1 = Directory([.long(0x100, 50), .long(0x101, 10)], children: [(330, image(20, 2))])
    let metadata = try Self.read(TIFFFixture([ifd0, ifd1]))
    let directories = metadata.tiff?.directories ?? []
    #expect(directories.map(\.group) == ["IFD0", "SubIFD", "SubIFD1", "IFD1", "SubIFD"])
    #expect(directories.map { $0.imageSize?.width } == [100, 30, 40, 50, 20])
    #expect(directories.map(\.entryCount) == [3, 3, 3, 3, 5])
    #expect(
      metadata.tags.tags.filter { $0.group == "SubIFD" && $0.name == "ImageWidth" }.map(\.value.integer) == [30, 20])
  }

  @Test("a Nikon TIFF with CFA data is a NEF; without raw data it stays a TIFF", arguments: [true, false])
  func nef(hasRawData: Bool) throws {
    let raw = Directory([.long(0xFE, 0), .long(0x100, 3040), .short(0x106, hasRawData ? 32803 : 2)])
    let ifd0 = Directory([.long(0xFE, 1), .ascii(0x10F, "NIKON CORPORATION")], children: [(330, raw)])
    let metadata = try Self.read(TIFFFixture([ifd0]))
    #expect(metadata.file.format == (hasRawData ? .nikonNEF : .tiff))
  }

  @Test("the format comes from the bytes: a TIFF named .jpg reads as a TIFF")
  func misnamed() throws {
    let path = try TemporaryFiles.write(TIFFFixture([Self.camera]).bytes(), named: "photo.jpg")
    #expect(try PhotoMetadataService().read(path: path).file.format == .tiff)
  }

  @Test("a C2PA manifest store in tag 0xCD41 is located and read")
  func c2pa() throws {
    let store = C2PAFixture(actions: [
      .init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))
    ]).store()
    let ifd0 = Directory([.long(0x100, 1), .bytes(0xCD41, store)])
    let metadata = try Self.read(TIFFFixture([ifd0]))
    #expect(metadata.tiff?.c2pa?.length == Int64(store.count))
    #expect(metadata.c2pa?.container == "TIFF tag 0xCD41")
    #expect(metadata.c2pa?.activeManifest?.actions.first?.digitalSourceType == C2PAFixture.sourceType("digitalCapture"))
  }

  /// Which store is read when several directories have tag 0xCD41: c2pa-rs
  /// (`tiff_io.rs`, `get_cai_data`) reads the last page's, else IFD0's, and
  /// no other; the stores differ by their action.
  struct StoreCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// The action of the store in IFD0, the middle page, the last page and the EXIF IFD (nil: no store there).
    let ifd0: String?
    let middle: String?
    let last: String?
    let exif: String?
    let read: String?
  }

  @Test(
    "the store read is the last page's, else IFD0's, as c2pa-rs",
    arguments: [
      StoreCase(
        testDescription: "IFD0 and last page", ifd0: "c2pa.opened", middle: nil, last: "c2pa.edited", exif: nil,
        read: "c2pa.edited"),
      StoreCase(
        testDescription: "IFD0 only", ifd0: "c2pa.opened", middle: nil, last: nil, exif: nil, read: "c2pa.opened"),
      StoreCase(
        testDescription: "middle page and EXIF IFD only", ifd0: nil, middle: "c2pa.opened", last: nil,
        exif: "c2pa.edited", read: nil),
    ])
  func c2paSource(_ item: StoreCase) throws {
    func entries(_ action: String?) -> [Entry] {
      action.map { [.bytes(0xCD41, C2PAFixture(actions: [.init($0)]).store())] } ?? []
    }
    let exif = Directory([.ascii(0x9003, "2024:01:02 03:04:05")] + entries(item.exif))
    let chain = [
      Directory([.long(0x100, 1)] + entries(item.ifd0), children: [(34665, exif)]),
      Directory([.long(0x100, 1)] + entries(item.middle)), Directory([.long(0x100, 1)] + entries(item.last)),
    ]
    let metadata = try Self.read(TIFFFixture(chain))
    #expect(metadata.c2pa?.activeManifest?.actions.first?.action == item.read)
    #expect((metadata.tiff?.c2pa != nil) == (item.read != nil))
  }
}

@Suite("TIFF read limits at their edges")
struct TIFFLimitTests {
  typealias Directory = TIFFFixture.Directory

  @Test("directories: at the limit every one is read; one more and the walk stops with a warning", arguments: [0, 1])
  func directories(over: Int) throws {
    let chain = (0..<(ReadLimits.maxTIFFDirectories + over)).map { _ in Directory([.long(0x100, 1)]) }
    let metadata = try PhotoMetadataService().read(bytes: TIFFFixture(chain).bytes())
    #expect(metadata.tiff?.directories.count == ReadLimits.maxTIFFDirectories)
    #expect(
      metadata.noticeMessages.contains { $0.contains("more than \(ReadLimits.maxTIFFDirectories) directories") }
        == (over == 1))
  }

  @Test(
    "entries: at the limit every entry is read; one more and the rest are left out with a warning", arguments: [0, 1])
  func entries(over: Int) throws {
    let count = ReadLimits.maxTIFFEntriesPerDirectory + over
    let entries = (0..<count).map { TIFFFixture.Entry.short(UInt16(0x9000 + $0 % 0x6000), 1) }
    let metadata = try PhotoMetadataService().read(bytes: TIFFFixture([Directory(entries)]).bytes())
    #expect(metadata.tags.tags.filter { $0.group == "IFD0" }.count == ReadLimits.maxTIFFEntriesPerDirectory)
    #expect(metadata.noticeMessages.contains { $0.contains("only the first") } == (over == 1))
  }

  /// Issue 61.3's file: IFD0's 4,096 entries each begin with tag 0x1000,
  /// which read as a count of 4,096, and its SubIFDs point at 1,023 of
  /// them. Before the overlap check: 4.2 million entries, 20 s and 1.2 GB.
  @Test("1,023 SubIFDs laid over IFD0's own entries are refused: one directory read, one notice")
  func overlappingDirectories() throws {
    let count = ReadLimits.maxTIFFEntriesPerDirectory
    let pointers = (1..<ReadLimits.maxTIFFDirectories).map { UInt32(10 + 12 * $0) }
    var file: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0]
    func append(_ value: some FixedWidthInteger) { file += withUnsafeBytes(of: value.littleEndian, Array.init) }
    append(UInt16(count))
    append(UInt16(330))
    append(UInt16(4))
    append(UInt32(pointers.count))
    append(UInt32(10 + count * 12 + 4))
    for _ in 1..<count {
      append(UInt16(count))
      append(UInt16(3))
      append(UInt32(1))
      append(UInt32(0))
    }
    append(UInt32(0))
    pointers.forEach(append)
    let metadata = try PhotoMetadataService().read(bytes: file)
    #expect(metadata.tiff?.directories.count == 1)
    #expect(metadata.noticeCodes.filter { $0 == .tiffDirectoryOverlap }.count == 1)
    let message = try #require(metadata.notices.first { $0.code == .tiffDirectoryOverlap }?.message)
    #expect(message.contains("SubIFD at offset 22 lies over the entries of IFD0"), "\(message)")
    #expect(message.contains("1022 more"), "\(message)")
  }

  @Test("entries of all directories: past the limit the walk stops with a warning")
  func totalEntries() throws {
    let perDirectory = ReadLimits.maxTIFFEntriesPerDirectory
    let directories = ReadLimits.maxTIFFEntries / perDirectory + 1
    let entries = (0..<perDirectory).map { TIFFFixture.Entry.short(UInt16(0x9000 + $0), 1) }
    let metadata = try PhotoMetadataService().read(
      bytes: TIFFFixture((0..<directories).map { _ in Directory(entries) }).bytes())
    #expect(metadata.tiff?.directories.count == directories - 1)
    #expect(metadata.noticeMessages.contains { $0.contains("more than \(ReadLimits.maxTIFFEntries) entries") })
  }

  @Test(
    "value bytes: a value at the limit is read; one byte more and it is left out with a warning", arguments: [0, 1])
  func valueBytes(over: Int) throws {
    let text = String(repeating: "a", count: ReadLimits.maxTIFFValueBytes - 1 + over)
    let metadata = try PhotoMetadataService().read(bytes: TIFFFixture([Directory([.ascii(0x10E, text)])]).bytes())
    #expect((metadata.value("IFD0", "ImageDescription") != nil) == (over == 0))
    #expect(metadata.noticeMessages.contains { $0.contains("ImageDescription") } == (over == 1))
  }
}
