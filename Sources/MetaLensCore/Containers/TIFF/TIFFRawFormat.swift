/// Names a TIFF-based camera raw from what the file contains, never from
/// its name: the header's magic (CR2, IIQ, ORF, RW2, already told apart by
/// `ImageFormat.detect`), DNGVersion for a DNG, and for the raws that are
/// plain TIFF on the outside (NEF, ARW, PEF, SRW) the maker together with
/// raw sensor data (a CFA or LinearRaw image, or the maker's raw
/// compression), so that a maker's scanned or edited TIFF stays a TIFF.
///
/// ExifTool takes NEF, ARW, PEF and SRW from the file's extension; a raw
/// without raw image data in its directories reads here as TIFF.
enum TIFFRawFormat {
  /// CFA (32803) and LinearRaw (34892) photometric interpretations.
  static let rawPhotometric: Set<Int64> = [32803, 34892]
  /// Nikon NEF (34713), Sony ARW (32767), Pentax (65535) compressions.
  static let rawCompression: Set<Int64> = [34713, 32767, 65535]

  /// `directories` holds each directory's own tags (group names repeat:
  /// every parent's SubIFDs start at SubIFD).
  static func format(detected: ImageFormat, tags: TagList, directories: [ArraySlice<MetadataTag>]) -> ImageFormat {
    guard detected == .tiff else { return detected }
    if tags.value("IFD0", "DNGVersion") != nil { return .dng }
    let hasRawData = directories.contains { directory in
      directory.contains { tag in
        (tag.name == "PhotometricInterpretation" && tag.value.integer.map(rawPhotometric.contains) == true)
          || (tag.name == "Compression" && tag.value.integer.map(rawCompression.contains) == true)
      }
    }
    guard hasRawData, let make = tags.value("IFD0", "Make")?.text?.uppercased() else { return .tiff }
    if make.hasPrefix("NIKON") { return .nikonNEF }
    if make.hasPrefix("SONY") { return .sonyARW }
    if make.hasPrefix("PENTAX") || make.hasPrefix("ASAHI") || make.hasPrefix("RICOH IMAGING") { return .pentaxPEF }
    if make.hasPrefix("SAMSUNG") { return .samsungSRW }
    return .tiff
  }
}
