/// Reads the blocks a container reader found into tags and facts, the same
/// way for every format.
struct MetadataBlocksReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  /// Reads the EXIF block: its tags, and facts such as the thumbnail.
  func readExif(_ block: MetadataBlocks.TIFFBlock, into metadata: inout PhotoMetadata) -> [MetadataTag] {
    let exif = ExifReader(display: options.allTags).read(
      tiff: block.bytes, fileOffset: block.fileOffset, thumbnailSize: JPEGFrameParser.size(ofJPEG:))
    if metadata.exif == nil { metadata.exif = exif.facts }
    metadata.notices += exif.notices
    return exif.tags
  }

  /// Reads every block but EXIF (which a JPEG reads in segment order): ICC,
  /// Photoshop resources, IPTC, then XMP.
  func readOthers(_ blocks: MetadataBlocks, into metadata: inout PhotoMetadata) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    if let icc = blocks.icc {
      tags += ICCProfileReader().read(icc, allTags: options.allTags, notices: &metadata.notices)
    }
    if let photoshop = blocks.photoshop {
      let result = PhotoshopIRBReader(allTags: options.allTags).read(photoshop)
      tags += result.tags
      metadata.photoshopResources += result.resources
      metadata.notices += result.notices
    }
    if let iptc = blocks.iptc {
      let result = IPTCReader().read(iptc)
      tags += result.tags
      metadata.notices += result.notices
    }
    if metadata.c2pa == nil, let refused = blocks.refusedC2PA { metadata.c2pa = refused }
    for box in blocks.jumbf where metadata.c2pa == nil {
      metadata.c2pa = C2PAStoreReader().read(box[...], container: blocks.jumbfContainer)
    }
    if blocks.xmp != nil || blocks.extendedXMP != nil {
      let extended = blocks.extendedXMP ?? ExtendedXMPAssembler(maxLength: limits.maxReassembledBytes)
      let xmp = XMPReader().read(standard: blocks.xmp, extended: extended)
      tags += xmp.tags
      metadata.notices += xmp.notices
    }
    return tags
  }

  /// Reads every block, EXIF first.
  func read(_ blocks: MetadataBlocks, into metadata: inout PhotoMetadata) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    if let exif = blocks.exif { tags += readExif(exif, into: &metadata) }
    return tags + readOthers(blocks, into: &metadata)
  }
}
