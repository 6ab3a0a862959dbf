/// A compact part of the picture that carries an 8 × 8 block grid off the
/// picture's own (`ForeignGridFinder`): a piece of another JPEG pasted off
/// the grid, then saved with the rest. Places are in tenths of a percent of
/// the picture as stored.
public struct ForeignGridRegion: Sendable, Hashable {
  /// The region's bounding box.
  public let x: Int
  public let y: Int
  public let width: Int
  public let height: Int
  /// The tiles that carry the other grid, in tenths of a percent of the picture.
  public let permille: Int
  /// The other grid's offset from this one: its blocks start `column`
  /// (0–7) pixels right and `row` (0–7) down of this grid's.
  public let column: Int
  public let row: Int
  /// The region's mean score at that offset, in percent (its DC values'
  /// periodicity there above their median over all offsets).
  public let strength: Int

  /// Whether the box spans four fifths of the picture or more each way:
  /// then the whole picture, not a piece, most likely keeps the earlier
  /// grid, as when a JPEG is cropped by a number of pixels that is not a
  /// multiple of 8 and saved again (Pillow's `exif-72dpi-int.jpg` in the
  /// corpus: 94 % × 93 %); pastes are a piece of the picture.
  public var spansMostOfThePicture: Bool { width >= 800 && height >= 800 }

  public init(x: Int, y: Int, width: Int, height: Int, permille: Int, column: Int, row: Int, strength: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.permille = permille
    self.column = column
    self.row = row
    self.strength = strength
  }
}
