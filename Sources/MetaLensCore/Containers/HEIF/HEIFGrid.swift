/// A primary image stored as a `grid` derived item (ISO/IEC 23008-12
/// §6.6.2.3): the picture is cut into tiles coded separately, which is how
/// Apple's and Samsung's encoders store a photo and what a library coding
/// the whole picture as one item does not do.
public struct HEIFGrid: Sendable, Hashable {
  /// The tiles the grid's `dimg` reference names.
  public let tileCount: Int
  /// The first tile's `ispe`; tiles of one grid share a size.
  public let tileSize: PixelSize?

  public init(tileCount: Int, tileSize: PixelSize?) {
    self.tileCount = tileCount
    self.tileSize = tileSize
  }
}
