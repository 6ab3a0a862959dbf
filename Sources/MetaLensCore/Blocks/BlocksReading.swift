/// What reading a file's metadata blocks gave, as one value (issue 34: one
/// output per reader): the tags, and the facts and notices that go beside
/// them. A container's reader places the tags in its own order and hands
/// the rest to `PhotoMetadata.take(_:)`, the one place where a block
/// reading is written into a file's metadata.
struct BlocksReading {
  var tags: [MetadataTag] = []
  /// The EXIF block's facts (byte order, thumbnail, MakerNote).
  var exif: ExifFacts?
  /// The first manifest store read, or the refusal of one over the limits.
  var c2pa: C2PAManifestStore?
  var photoshopResources: [PhotoshopResource] = []
  var notices: [ReadingNotice] = []
}

extension PhotoMetadata {
  /// Keeps `reading`'s facts and notices and returns its tags. The first
  /// EXIF block and the first manifest store a file gives are kept, as
  /// ExifTool keeps a JPEG's first APP1 Exif.
  mutating func take(_ reading: BlocksReading) -> [MetadataTag] {
    if exif == nil { exif = reading.exif }
    if c2pa == nil { c2pa = reading.c2pa }
    photoshopResources += reading.photoshopResources
    notices += reading.notices
    return reading.tags
  }
}
