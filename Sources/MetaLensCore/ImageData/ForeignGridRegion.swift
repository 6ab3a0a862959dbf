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
  /// Where the other grid's block edges lie inside this grid's blocks: the
  /// column (1–7) and row (1–7) they fall before, or 0 where they fall on this
  /// grid's own (the piece was laid on the grid along that axis).
  public let column: Int
  public let row: Int
  /// How far the region's blocks step at that column and row beyond their
  /// other columns and rows, in percent, on average (100: twice as much).
  public let strength: Int

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
