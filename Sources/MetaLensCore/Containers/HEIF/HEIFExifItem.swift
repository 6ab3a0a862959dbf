/// The payload of a HEIF `Exif` item: a 4-byte big-endian offset, from the
/// end of that field to the TIFF header (which a writer may precede with
/// `Exif\0\0`), then the TIFF structure.
enum HEIFExifItem {
  static func tiffBlock(_ data: [UInt8], fileOffset: Int64) -> MetadataBlocks.TIFFBlock? {
    let reader = BinaryReader(data)
    guard let skip = reader.u32(0), UInt64(skip) < UInt64(data.count) else { return nil }
    for start in [4 + Int(skip), 4 + Int(skip) + LibExifLoader.header.count, 4] where start < data.count {
      if isTIFFHeader(reader, at: start) {
        return MetadataBlocks.TIFFBlock(bytes: data[start...], fileOffset: Int(fileOffset) + start)
      }
    }
    return nil
  }

  private static func isTIFFHeader(_ reader: BinaryReader, at offset: Int) -> Bool {
    reader.matches(Array("II*\0".utf8), at: offset) || reader.matches(Array("MM\0*".utf8), at: offset)
  }
}
