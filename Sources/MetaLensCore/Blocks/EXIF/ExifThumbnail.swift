/// The JPEG thumbnail that IFD1 points to.
public struct ExifThumbnail: Sendable, Hashable {
  /// Offset of the thumbnail in the file (ExifTool's `ThumbnailOffset`).
  public let offset: Int
  /// Its length in bytes (`ThumbnailLength`).
  public let length: Int
  /// The thumbnail's own frame size, when its header could be read.
  public let width: Int?
  public let height: Int?

  public init(offset: Int, length: Int, width: Int?, height: Int?) {
    self.offset = offset
    self.length = length
    self.width = width
    self.height = height
  }
}
