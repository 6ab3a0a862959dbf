/// The EXIF block of a JPEG stored inside a raw (a Panasonic RW2's
/// JpgFromRaw), which is where such a raw keeps its Software, ModifyDate,
/// ISO and IFD1 thumbnail. ExifTool reads it into the usual groups; so does
/// metalens, with offsets as file offsets.
enum EmbeddedJPEGExif {
  /// The TIFF block after `Exif\0\0` in the JPEG's APP1, or nil.
  static func tiffBlock(_ jpeg: [UInt8], fileOffset: Int) -> MetadataBlocks.TIFFBlock? {
    var window = MemoryWindow(jpeg)
    guard let scan = try? JPEGSegmentScanner(maxSegments: 256).scan(&window),
      let app1 = scan.entries.first(where: { $0.segment.marker == 0xE1 && $0.segment.identifier == "Exif" })
    else { return nil }
    guard let tiff = LibExifLoader.tiff(inAPP1: jpeg[app1.payload]) else { return nil }
    return MetadataBlocks.TIFFBlock(bytes: tiff, fileOffset: fileOffset + tiff.startIndex)
  }
}
