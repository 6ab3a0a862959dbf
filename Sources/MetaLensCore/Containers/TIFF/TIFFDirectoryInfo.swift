/// One directory of a TIFF, as the `tiff` JSON section lists it.
public struct TIFFDirectoryInfo: Sendable, Hashable {
  /// ExifTool's group for its tags: IFD0, IFD1, SubIFD, ExifIFD, GPS… Not
  /// unique: each parent's SubIFDs are numbered from SubIFD, as ExifTool does.
  public var group: String
  /// File offset of the directory.
  public var offset: UInt64
  /// Entries the directory declares.
  public var entryCount: Int
  /// Bytes of the directory itself (count, entries, next offset).
  public var byteSize: Int
  /// NewSubfileType (0 the main image, 1 a reduced-resolution preview…).
  public var subfileType: Int64?
  /// ImageWidth × ImageHeight, when the directory describes an image.
  public var imageSize: PixelSize?

  public init(group: String, offset: UInt64, entryCount: Int, byteSize: Int, subfileType: Int64?, imageSize: PixelSize?)
  {
    self.group = group
    self.offset = offset
    self.entryCount = entryCount
    self.byteSize = byteSize
    self.subfileType = subfileType
    self.imageSize = imageSize
  }
}
