/// Reads a PNG (or APNG): IHDR's size and format, the text chunks (each as
/// a `PNG` tag named as ExifTool names it, XMP and ImageMagick's raw
/// profiles as the blocks they carry), EXIF from `eXIf`, the ICC profile
/// from `iCCP`, acTL's animation counts, and where a C2PA `caBX` chunk is.
struct PNGMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    let walk = try PNGChunkWalker(maxChunks: ReadLimits.maxPNGChunks, readsDetails: options.allTags).walk(&window)
    guard file.size >= PNGChunkWalker.signatureLength + 8 else {
      throw .truncated(path: file.path, detail: "the file ends after the PNG signature, before any chunk")
    }
    if walk.notPNGChunks || (!walk.chunks.isEmpty && walk.validChunks == 0) {
      throw .corrupt(path: file.path, detail: "no valid chunk follows the PNG signature")
    }
    var metadata = PhotoMetadata(file: file)
    metadata.notices = walk.notices
    if let first = walk.chunks.first, first.type != "IHDR" {
      metadata.notices.append(ReadingNotice(PNGNotice.firstChunkNotIHDR(type: first.type)))
    }
    var structure = PNGStructure()
    structure.hasEnd = walk.reachedEnd
    var pngTags: [MetadataTag] = []
    var blocks = MetadataBlocks()
    func add(_ name: String, _ value: MetadataValue) {
      pngTags.append(MetadataTag(group: "PNG", name: name, value: value))
    }
    // What the file's compressed chunks (text, profiles) may inflate to in all.
    var inflateLeft = ReadLimits.maxInflatedTextBytesPerFile
    var textsOverLimit = 0
    for chunk in walk.chunks {
      structure.append(chunk)
      if chunk.type == "caBX", structure.c2pa == nil {
        structure.c2pa = C2PAPresence(offset: chunk.offset, length: chunk.length)
        if let data = chunk.data {
          blocks.jumbf = [Array(data)]
          blocks.jumbfContainer = "PNG caBX"
        }
      }
      guard let data = chunk.data else { continue }
      let reader = BinaryReader(data)
      switch chunk.type {
      case "IHDR" where structure.width == nil:
        guard let width = reader.u32(0), let height = reader.u32(4), let depth = reader.u8(8), let color = reader.u8(9),
          let compression = reader.u8(10), let filter = reader.u8(11), let interlace = reader.u8(12)
        else {
          metadata.notices.append(ReadingNotice(PNGNotice.ihdrTooShort(length: data.count)))
          continue
        }
        structure.width = Int64(width)
        structure.height = Int64(height)
        structure.bitDepth = Int(depth)
        structure.colorType = Int(color)
        structure.interlaced = interlace != 0
        for (name, value) in [
          ("ImageWidth", Int64(width)), ("ImageHeight", Int64(height)), ("BitDepth", Int64(depth)),
          ("ColorType", Int64(color)), ("Compression", Int64(compression)), ("Filter", Int64(filter)),
          ("Interlace", Int64(interlace)),
        ] {
          add(name, .integer(value))
        }
      case "acTL":
        guard let frames = reader.u32(0), let plays = reader.u32(4) else { continue }
        structure.animationFrames = Int64(frames)
        structure.animationPlays = Int64(plays)
        add("AnimationFrames", .integer(Int64(frames)))
        add("AnimationPlays", .integer(Int64(plays)))
      case "tIME":
        if let date = Self.modifyDate(reader) { add("ModifyDate", .text(date)) }
      case "eXIf" where blocks.exif == nil:
        let tiff = LibExifLoader.tiff(optionallyAfterHeader: data)
        blocks.exif = MetadataBlocks.TIFFBlock(bytes: tiff, fileOffset: Int(chunk.offset) + 8 + tiff.startIndex)
      case "iCCP":
        readICC(data, into: &blocks, tags: &pngTags, notices: &metadata.notices, inflateLeft: &inflateLeft)
      case "tEXt", "zTXt", "iTXt":
        guard let text = PNGTextChunk.parse(type: chunk.type, data: data[...], inflateLeft: &inflateLeft) else {
          metadata.notices.append(
            ReadingNotice(PNGNotice.textMalformed(type: chunk.type, offset: chunk.offset)))
          continue
        }
        if text.overFileLimit {
          textsOverLimit += 1
          continue
        }
        if let problem = text.problem {
          metadata.notices.append(
            ReadingNotice(
              PNGNotice.textUnreadable(type: chunk.type, keyword: text.keyword, offset: chunk.offset, problem: problem))
          )
        }
        PNGTextBlocks.take(text, into: &blocks, tags: &pngTags, notices: &metadata.notices)
      default:
        guard options.allTags,
          let tags = PNGChunkTags.tags(type: chunk.type, data: Array(data), colorType: structure.colorType)
        else { break }
        for (name, value) in tags { add(name, value) }
      }
    }
    if textsOverLimit > 0 {
      metadata.notices.append(
        ReadingNotice(PNGNotice.textsOverLimit(count: textsOverLimit)))
    }
    let blockTags = metadata.take(MetadataBlocksReader(limits: limits, options: options).read(blocks))
    metadata.structure = .png(structure)
    metadata.imageSize = structure.width.flatMap { width in structure.height.map { PixelSize(width: width, height: $0) }
    }
    metadata.tags = TagList(
      Self.fileTags(file, exif: metadata.exif, animated: structure.isAnimated) + pngTags + blockTags)
    return metadata
  }

  /// ExifTool calls a PNG with an acTL chunk an APNG (`image/apng`).
  private static func fileTags(_ file: FileFacts, exif: ExifFacts?, animated: Bool) -> [MetadataTag] {
    let common = FileTags.common(file, exif: exif)
    guard animated else { return common }
    return common.map { tag in
      switch tag.name {
      case "FileType": FileTags.tag("FileType", .text("APNG"))
      case "MIMEType": FileTags.tag("MIMEType", .text("image/apng"))
      default: tag
      }
    }
  }

  /// iCCP: a profile name, a NUL, a compression method, the zlib-compressed profile.
  private func readICC(
    _ data: [UInt8], into blocks: inout MetadataBlocks, tags: inout [MetadataTag], notices: inout [ReadingNotice],
    inflateLeft: inout Int
  ) {
    guard blocks.icc == nil, let nul = data.firstIndex(of: 0), nul + 2 <= data.count else { return }
    tags.append(MetadataTag(group: "PNG", name: "ProfileName", value: .text(TextDecoding.text(data[..<nul]))))
    guard inflateLeft > 0 else {
      notices.append(
        ReadingNotice(PNGNotice.iccpNotInflated))
      return
    }
    let outcome = Inflater(maxOutput: min(limits.maxReassembledBytes, inflateLeft)).inflate(data[(nul + 2)...])
    switch outcome {
    case .complete(let bytes), .capped(let bytes), .damaged(let bytes, _): inflateLeft -= bytes.count
    }
    switch outcome {
    case .complete(let profile): blocks.icc = profile
    case .capped:
      notices.append(
        ReadingNotice(PNGNotice.iccpTooLarge(limit: limits.maxReassembledBytes)))
    case .damaged(_, let reason):
      notices.append(ReadingNotice(PNGNotice.iccpDamaged(reason: reason)))
    }
  }

  /// tIME as ExifTool writes it: `YYYY:MM:DD HH:MM:SS`.
  private static func modifyDate(_ reader: BinaryReader) -> String? {
    guard let year = reader.u16(0), let month = reader.u8(2), let day = reader.u8(3), let hour = reader.u8(4),
      let minute = reader.u8(5), let second = reader.u8(6)
    else { return nil }
    func two(_ value: UInt8) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(year)
    return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
      + ":\(two(month)):\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
  }
}
