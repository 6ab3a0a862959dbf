/// Reads the blocks a container reader found into tags and facts, the same
/// way for every format. Each method returns one `BlocksReading` and
/// writes nowhere else.
struct MetadataBlocksReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  /// Reads the EXIF block: its tags, and facts such as the thumbnail.
  func readExif(_ block: MetadataBlocks.TIFFBlock) -> BlocksReading {
    let exif = ExifReader(display: options.allTags).read(
      tiff: block.bytes, fileOffset: block.fileOffset, thumbnailSize: JPEGFrameParser.size(ofJPEG:))
    return BlocksReading(tags: exif.tags, exif: exif.facts, notices: exif.notices)
  }

  /// Reads every block but EXIF (which a JPEG reads in segment order): ICC,
  /// Photoshop resources, IPTC, C2PA, then XMP.
  func readOthers(_ blocks: MetadataBlocks) -> BlocksReading {
    var reading = BlocksReading()
    if let icc = blocks.icc {
      reading.tags += ICCProfileReader().read(icc, allTags: options.allTags, notices: &reading.notices)
    }
    if let photoshop = blocks.photoshop {
      let result = PhotoshopIRBReader(allTags: options.allTags).read(photoshop)
      reading.tags += result.tags
      reading.photoshopResources += result.resources
      reading.notices += result.notices
    }
    if let iptc = blocks.iptc {
      let result = IPTCReader().read(iptc)
      reading.tags += result.tags
      reading.notices += result.notices
    }
    reading.c2pa = blocks.refusedC2PA
    for box in blocks.jumbf where reading.c2pa == nil {
      reading.c2pa = C2PAStoreReader().read(box[...], container: blocks.jumbfContainer)
    }
    if blocks.xmp != nil || blocks.extendedXMP != nil {
      let extended = blocks.extendedXMP ?? ExtendedXMPAssembler(maxLength: limits.maxReassembledBytes)
      let xmp = XMPReader().read(standard: blocks.xmp, extended: extended)
      reading.tags += xmp.tags
      reading.notices += xmp.notices
    }
    return reading
  }

  /// Reads every block, EXIF first.
  func read(_ blocks: MetadataBlocks) -> BlocksReading {
    var reading = blocks.exif.map(readExif) ?? BlocksReading()
    let others = readOthers(blocks)
    reading.tags += others.tags
    reading.c2pa = others.c2pa
    reading.photoshopResources = others.photoshopResources
    reading.notices += others.notices
    return reading
  }
}
