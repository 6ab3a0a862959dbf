/// How a TIFF (or a TIFF-based raw) is built: what `metalens` found while
/// walking its directories, beside the tags they hold.
public struct TIFFStructure: Sendable, Hashable {
  /// "II" (little-endian) or "MM" (big-endian).
  public var byteOrder: String
  public var isBigTIFF: Bool
  /// The camera raw format by ExifTool's name (DNG, CR2, NEF…), nil for a
  /// plain TIFF.
  public var rawFormat: String?
  /// Every directory read, in the order read.
  public var directories: [TIFFDirectoryInfo]
  /// IFD0's DNGVersion ("1.4.0.0"), for a DNG.
  public var dngVersion: String?
  /// The C2PA manifest store (tag 0xCD41), when there is one; not parsed.
  public var c2pa: C2PAPresence?

  public init(
    byteOrder: String, isBigTIFF: Bool, rawFormat: String? = nil, directories: [TIFFDirectoryInfo] = [],
    dngVersion: String? = nil, c2pa: C2PAPresence? = nil
  ) {
    self.byteOrder = byteOrder
    self.isBigTIFF = isBigTIFF
    self.rawFormat = rawFormat
    self.directories = directories
    self.dngVersion = dngVersion
    self.c2pa = c2pa
  }
}
