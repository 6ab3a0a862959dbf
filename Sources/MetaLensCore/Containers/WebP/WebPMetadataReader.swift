/// Reads a WebP: the size and flags of its VP8X, VP8 or VP8L chunk (as
/// ExifTool's `RIFF` tags), EXIF, XMP and ICC from the `EXIF`, `XMP ` and
/// `ICCP` chunks, the ANMF frame count, and where a `C2PA` chunk is.
struct WebPMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  static let readTypes: Set<String> = ["VP8X", "EXIF", "XMP ", "ICCP", "ANIM", "C2PA"]
  /// A VP8 frame header is 10 bytes, a VP8L header 5.
  static let headTypes = ["VP8 ": 10, "VP8L": 5]

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    let walker = RIFFChunkWalker(
      maxChunks: ReadLimits.maxRIFFChunks, readTypes: Self.readTypes,
      headTypes: options.allTags ? Self.headTypes.merging(WebPChunkTags.headBytes) { $1 } : Self.headTypes)
    let walk = try walker.walk(&window)
    guard walk.riffSize > 0 else {
      throw .truncated(path: file.path, detail: "the file ends inside the RIFF header")
    }
    var metadata = PhotoMetadata(file: file)
    metadata.notices = walk.notices
    var structure = WebPStructure()
    structure.riffSize = walk.riffSize
    var riffTags: [MetadataTag] = []
    var blocks = MetadataBlocks()
    func add(_ name: String, _ value: MetadataValue) {
      riffTags.append(MetadataTag(group: "RIFF", name: name, value: value))
    }
    var frames = 0
    var duration: Int?
    var details: [(String, MetadataValue)] = []
    for chunk in walk.chunks {
      structure.chunks.append(ContainerChunk(type: chunk.type, offset: chunk.offset, length: chunk.length))
      switch chunk.type {
      case "ANMF": frames += 1
      case "C2PA" where structure.c2pa == nil:
        structure.c2pa = C2PAPresence(offset: chunk.offset, length: chunk.length)
        if let data = chunk.data {
          blocks.jumbf = [Array(data)]
          blocks.jumbfContainer = "WebP C2PA"
        }
      default: break
      }
      if options.allTags, let unknown = WebPChunkTags.unknown(type: chunk.type, length: chunk.length) {
        details.append(unknown)
      }
      guard let data = chunk.data else { continue }
      if options.allTags {
        if chunk.type == "ANMF", let milliseconds = WebPChunkTags.frameDuration(data[...]) {
          duration = (duration ?? 0) + milliseconds
        } else if chunk.type != "VP8 " || !details.contains(where: { $0.0 == "VP8Version" }) {
          details += WebPChunkTags.tags(type: chunk.type, data: data[...]) ?? []
        }
      }
      let reader = BinaryReader(data, bigEndian: false)
      switch chunk.type {
      case "VP8X" where structure.kind == nil:
        guard let flags = reader.u8(0), let width = reader.u24(4), let height = reader.u24(7) else { continue }
        structure.kind = .extended
        structure.hasICC = flags & 0x20 != 0
        structure.hasAlpha = flags & 0x10 != 0
        structure.hasEXIF = flags & 0x08 != 0
        structure.hasXMP = flags & 0x04 != 0
        structure.isAnimated = flags & 0x02 != 0
        setSize(&structure, width: Int64(width) + 1, height: Int64(height) + 1)
        add("WebP_Flags", .integer(Int64(flags)))
      case "VP8 " where structure.kind == nil:
        guard reader.matches([0x9D, 0x01, 0x2A], at: 3), let width = reader.u16(6), let height = reader.u16(8) else {
          continue
        }
        structure.kind = .lossy
        setSize(&structure, width: Int64(width & 0x3FFF), height: Int64(height & 0x3FFF))
      case "VP8L" where structure.kind == nil:
        guard reader.u8(0) == 0x2F, let bits = reader.u32(1) else { continue }
        structure.kind = .lossless
        setSize(&structure, width: Int64(bits & 0x3FFF) + 1, height: Int64((bits >> 14) & 0x3FFF) + 1)
      case "EXIF" where blocks.exif == nil:
        let tiff = LibExifLoader.tiff(optionallyAfterHeader: data)
        blocks.exif = MetadataBlocks.TIFFBlock(bytes: tiff, fileOffset: Int(chunk.offset) + 8 + tiff.startIndex)
      case "XMP " where blocks.xmp == nil:
        blocks.xmp = data
      case "ICCP" where blocks.icc == nil:
        blocks.icc = data
      default:
        break
      }
    }
    if frames > 0 || structure.isAnimated { structure.frameCount = frames }
    for (name, value) in details { add(name, value) }
    if let duration { add("Duration", .real(Double(duration) / 1000)) }
    if let width = structure.width, let height = structure.height {
      add("ImageWidth", .integer(width))
      add("ImageHeight", .integer(height))
      metadata.imageSize = PixelSize(width: width, height: height)
    }
    let blockTags = metadata.take(MetadataBlocksReader(limits: limits, options: options).read(blocks))
    metadata.structure = .webp(structure)
    metadata.tags = TagList(
      Self.fileTags(file, exif: metadata.exif, extended: structure.kind == .extended) + riffTags + blockTags)
    return metadata
  }

  /// ExifTool's FileType for WebP is `WEBP`, or `Extended WEBP` with a VP8X chunk.
  private static func fileTags(_ file: FileFacts, exif: ExifFacts?, extended: Bool) -> [MetadataTag] {
    FileTags.common(file, exif: exif).map { tag in
      tag.name == "FileType" ? FileTags.tag("FileType", .text(extended ? "Extended WEBP" : "WEBP")) : tag
    }
  }

  private func setSize(_ structure: inout WebPStructure, width: Int64, height: Int64) {
    structure.width = width
    structure.height = height
  }
}
