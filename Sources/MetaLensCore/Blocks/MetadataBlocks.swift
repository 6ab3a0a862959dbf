/// The metadata blocks one container holds, as stored, before they are read.
///
/// Every format keeps the same few blocks in its own wrapping (a JPEG APP1
/// segment, a PNG `eXIf` chunk, a HEIF Exif item, a TIFF's own IFDs), so
/// each container reader only unwraps them here and `MetadataBlocksReader`
/// reads them the same way whatever the format: a PNG's EXIF reads like a
/// JPEG's.
struct MetadataBlocks {
  /// A TIFF structure, from its `II`/`MM` header, and where that header is
  /// in the file (EXIF offsets are reported as file offsets, like ExifTool).
  struct TIFFBlock {
    var bytes: ArraySlice<UInt8>
    var fileOffset: Int
  }

  var exif: TIFFBlock?
  /// The standard XMP packet.
  var xmp: [UInt8]?
  /// Extended XMP chunks, which only JPEG has.
  var extendedXMP: ExtendedXMPAssembler?
  /// A whole ICC profile.
  var icc: [UInt8]?
  /// Photoshop image resources (`8BIM` blocks), IPTC inside them.
  var photoshop: [UInt8]?
  /// An IPTC-IIM block stored on its own (TIFF tag 33723).
  var iptc: [UInt8]?
  /// Whole JUMBF boxes (C2PA manifest stores), from their first box header.
  var jumbf: [[UInt8]] = []
  /// Where the JUMBF boxes were found, for the report (`JPEG APP11`, `PNG caBX`…).
  var jumbfContainer = ""
  /// A C2PA store located where c2pa-rs refuses to read it, not read.
  var refusedC2PA: C2PAManifestStore?

  init() {}
}
