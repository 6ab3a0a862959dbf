/// Reads a GIF: the logical screen (as ExifTool's `GIF` tags), the number
/// of images, comment extensions (`File:Comment`), the XMP application
/// extension, the NETSCAPE loop count, and the C2PA manifest store of a
/// `C2PA_GIF` extension. The image data is skipped sub-block by sub-block,
/// unread.
struct GIFMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  static let screenDescriptorEnd: Int64 = 13
  static let xmpIdentifier = Array("XMP DataXMP".utf8)
  /// The application identifier and authentication code c2pa-rs gives its
  /// extension (`gif_io.rs`, `ApplicationExtension::new_c2pa`).
  static let c2paIdentifier = Array("C2PA_GIF".utf8) + [0x01, 0x00, 0x00]
  /// The XMP spec's 258-byte "magic trailer" after the raw packet
  /// (0x01, 0xFF…0x00, and the block terminator), which is not XMP.
  static let xmpMagicTrailerLength = 258

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    guard let header = try window.read(at: 0, count: Int(Self.screenDescriptorEnd)), header.count == 13 else {
      throw .truncated(path: file.path, detail: "the file ends inside the GIF header")
    }
    let reader = BinaryReader(header, bigEndian: false)
    let version = String(decoding: header[3..<6], as: UTF8.self)
    let width = Int64(reader.u16(6) ?? 0)
    let height = Int64(reader.u16(8) ?? 0)
    let packed = header[10]
    var structure = GIFStructure(version: version, width: width, height: height)
    var metadata = PhotoMetadata(file: file)
    var gifTags: [MetadataTag] = []
    func add(_ name: String, _ value: MetadataValue) {
      gifTags.append(MetadataTag(group: "GIF", name: name, value: value))
    }
    add("GIFVersion", .text(version))
    add("ImageWidth", .integer(width))
    add("ImageHeight", .integer(height))
    add("HasColorMap", .integer(Int64(packed >> 7)))
    add("ColorResolutionDepth", .integer(Int64((packed >> 4) & 7) + 1))
    add("BitsPerPixel", .integer(Int64(packed & 7) + 1))
    add("BackgroundColor", .integer(Int64(header[11])))
    if header[12] != 0 { add("PixelAspectRatio", .real((Double(header[12]) + 15) / 64)) }
    let globalTable: Int64 = packed & 0x80 != 0 ? 3 << (Int64(packed & 7) + 1) : 0
    var walk = GIFBlockWalk(start: Self.screenDescriptorEnd + globalTable)
    walk.readsGraphicControl = options.allTags
    walk.run(&window, into: &structure)
    metadata.notices = walk.notices
    if let loops = walk.animationIterations { add("AnimationIterations", .integer(loops)) }
    if let index = walk.transparentColor { add("TransparentColor", .integer(index)) }
    if structure.frameCount > 1 { add("FrameCount", .integer(Int64(structure.frameCount))) }
    if structure.frameCount > 1, walk.totalDelay > 0 { add("Duration", .real(Double(walk.totalDelay) / 100)) }
    var blocks = MetadataBlocks()
    blocks.xmp = walk.xmp
    blocks.icc = walk.icc
    if let store = walk.c2pa {
      blocks.jumbf = [store]
      blocks.jumbfContainer = "GIF C2PA_GIF"
    }
    let blockTags = metadata.take(MetadataBlocksReader(limits: limits, options: options).read(blocks))
    let comments = walk.comments.map { FileTags.tag("Comment", .text($0)) }
    metadata.structure = .gif(structure)
    metadata.imageSize = PixelSize(width: width, height: height)
    metadata.tags = TagList(FileTags.common(file, exif: metadata.exif) + comments + gifTags + blockTags)
    return metadata
  }
}
