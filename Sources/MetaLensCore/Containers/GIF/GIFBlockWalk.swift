/// One walk over a GIF's blocks after the logical screen: image descriptors
/// are counted and their data skipped, extensions are read for comments,
/// XMP, the loop count and C2PA.
struct GIFBlockWalk {
  var offset: Int64
  var comments: [String] = []
  var xmp: [UInt8]?
  /// The C2PA manifest store of a `C2PA_GIF` application extension, its
  /// sub-blocks joined.
  var c2pa: [UInt8]?
  /// The ICC profile of an `ICCRGBG1012` application extension (ICC.1:2010
  /// Annex B.6), its sub-blocks joined.
  var icc: [UInt8]?
  var animationIterations: Int64?
  /// Read the graphic control extensions (GIF89a §23) for ExifTool's
  /// Duration and TransparentColor, which only `tags` needs.
  var readsGraphicControl = false
  /// The frames' delays added up, in hundredths of a second.
  var totalDelay: Int64 = 0
  /// The first transparent colour index a graphic control extension names.
  var transparentColor: Int64?
  var notices: [ReadingNotice] = []
  private var subBlocks = GIFSubBlockReader(maxBlocks: ReadLimits.maxGIFBlocks)

  init(start: Int64) {
    self.offset = start
  }

  mutating func run(_ window: inout some ByteWindow, into structure: inout GIFStructure) {
    do {
      while true {
        guard let introducer = try window.read(at: offset, count: 2) else {
          throw GIFSubBlockReader.Stop.budget(offset)
        }
        guard let kind = introducer.first else {
          notices.append(
            ReadingNotice(GIFNotice.noTrailer(offset: offset)))
          return
        }
        let blockStart = offset
        switch kind {
        case 0x3B:
          structure.hasTrailer = true
          return
        case 0x2C:
          try skipImage(&window, at: blockStart)
          structure.frameCount += 1
          structure.blocks.append(ContainerChunk(type: "Image", offset: blockStart, length: offset - blockStart))
        case 0x21 where introducer.count == 2:
          let label = introducer[1]
          try readExtension(&window, label: label, at: blockStart, structure: &structure)
          structure.blocks.append(
            ContainerChunk(type: Self.extensionName(label), offset: blockStart, length: offset - blockStart))
        default:
          notices.append(
            ReadingNotice(GIFNotice.blockUnknown(kind: kind, offset: offset)))
          return
        }
      }
    } catch GIFSubBlockReader.Stop.endOfData(let at) {
      notices.append(ReadingNotice(GIFNotice.blockTruncated(offset: at)))
    } catch GIFSubBlockReader.Stop.tooManyBlocks {
      notices.append(
        ReadingNotice(GIFNotice.blockLimit))
    } catch GIFSubBlockReader.Stop.budget(let at) {
      notices.append(
        ReadingNotice(GIFNotice.budgetReached(offset: at)))
    } catch {
      notices.append(ReadingNotice(GIFNotice.readError(offset: offset, error: "\(error)")))
    }
  }

  /// An image descriptor (10 bytes), its local color table, the LZW code
  /// size byte, and the image data's sub-blocks.
  private mutating func skipImage(_ window: inout some ByteWindow, at start: Int64) throws {
    guard let descriptor = try window.read(at: start, count: 10) else { throw GIFSubBlockReader.Stop.budget(start) }
    guard descriptor.count == 10 else { throw GIFSubBlockReader.Stop.endOfData(start) }
    let packed = descriptor[9]
    let localTable: Int64 = packed & 0x80 != 0 ? 3 << (Int64(packed & 7) + 1) : 0
    let dataStart = start + 10 + localTable + 1  // + LZW minimum code size
    guard dataStart <= window.size else { throw GIFSubBlockReader.Stop.endOfData(window.size) }
    offset = try subBlocks.walk(&window, at: dataStart, collect: false).end
  }

  private mutating func readExtension(
    _ window: inout some ByteWindow, label: UInt8, at start: Int64, structure: inout GIFStructure
  ) throws {
    let body = start + 2
    switch label {
    case 0xFE:
      let comment = try subBlocks.walk(&window, at: body, collect: true)
      offset = comment.end
      if !comment.data.isEmpty { comments.append(TextDecoding.text(comment.data)) }
    case 0xFF:
      guard let identifier = try window.read(at: body, count: 12) else { throw GIFSubBlockReader.Stop.budget(body) }
      guard identifier.count == 12, identifier[0] == 11 else {
        offset = try subBlocks.walk(&window, at: body, collect: false).end
        return
      }
      let name = Array(identifier[1..<12])
      if name == GIFMetadataReader.xmpIdentifier {
        try readXMP(&window, from: body + 12)
      } else if name == GIFMetadataReader.c2paIdentifier {
        try readC2PA(&window, at: start, structure: &structure)
      } else if name == Array("ICCRGBG1012".utf8), icc == nil {
        let profile = try subBlocks.walk(&window, at: body + 12, collect: true)
        offset = profile.end
        if profile.capped {
          notices.append(
            ReadingNotice(GIFNotice.iccTooLarge))
        } else {
          icc = profile.data
        }
      } else {
        let data = try subBlocks.walk(&window, at: body + 12, collect: true, maxCollected: 64)
        offset = data.end
        if name.starts(with: Array("NETSCAPE2.0".utf8)) || name.starts(with: Array("ANIMEXTS1.0".utf8)),
          data.data.count >= 3, data.data[0] == 1
        {
          animationIterations = Int64(data.data[1]) | Int64(data.data[2]) << 8
        }
        if name.starts(with: Array("C2PA".utf8)), structure.c2pa == nil {
          structure.c2pa = C2PAPresence(offset: start, length: offset - start)
        }
      }
    case 0xF9 where readsGraphicControl:
      let control = try subBlocks.walk(&window, at: body, collect: true, maxCollected: 8)
      offset = control.end
      let data = control.data
      if data.count >= 4 {
        totalDelay += Int64(data[data.startIndex + 1]) | Int64(data[data.startIndex + 2]) << 8
        if data[data.startIndex] & 1 == 1, transparentColor == nil {
          transparentColor = Int64(data[data.startIndex + 3])
        }
      }
    default:
      offset = try subBlocks.walk(&window, at: body, collect: false).end
    }
  }

  /// The manifest store as c2pa-rs writes it (`sdk/src/asset_handlers/gif_io.rs`):
  /// an application extension named `C2PA_GIF` with authentication code
  /// 01 00 00, the store cut into sub-blocks of up to 255 bytes, put right
  /// after the logical screen and its colour table. c2pa-rs looks for it only
  /// before the first image descriptor, and takes the first; so does metalens,
  /// so that both validate the same store (or none).
  private mutating func readC2PA(_ window: inout some ByteWindow, at start: Int64, structure: inout GIFStructure)
    throws
  {
    let store = try subBlocks.walk(&window, at: start + 14, collect: true)
    offset = store.end
    if structure.c2pa == nil { structure.c2pa = C2PAPresence(offset: start, length: offset - start) }
    guard c2pa == nil else { return }
    if structure.frameCount > 0 {
      notices.append(
        ReadingNotice(GIFNotice.c2paAfterImage(offset: start)))
    } else if store.capped {
      notices.append(
        ReadingNotice(GIFNotice.c2paTooLarge))
    } else {
      c2pa = store.data
    }
  }

  /// XMP's sub-blocks are the raw packet: its bytes, size bytes included,
  /// run to the terminator, less the magic trailer.
  private mutating func readXMP(_ window: inout some ByteWindow, from start: Int64) throws {
    offset = try subBlocks.walk(&window, at: start, collect: false).end
    let length = offset - start - Int64(GIFMetadataReader.xmpMagicTrailerLength)
    guard xmp == nil, length > 0 else { return }
    guard length <= Int64(ReadLimits.maxMetadataChunkBytes) else {
      notices.append(
        ReadingNotice(GIFNotice.xmpTooLarge(length: length)))
      return
    }
    guard let packet = try window.read(at: start, count: Int(length)) else {
      throw GIFSubBlockReader.Stop.budget(start)
    }
    xmp = packet
  }

  static func extensionName(_ label: UInt8) -> String {
    switch label {
    case 0xF9: "GraphicControl"
    case 0xFE: "Comment"
    case 0xFF: "Application"
    case 0x01: "PlainText"
    default: "Extension"
    }
  }
}
