/// A rectangle on a picture in fractions of its width and height, from its
/// top left corner.
public struct PictureRectangle: Sendable, Hashable {
  public let x: Double
  public let y: Double
  public let width: Double
  public let height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The same rectangle in the picture before it was turned clockwise by
  /// `quarterTurns` and then mirrored left to right (when `mirrored`).
  public func undoing(quarterTurns: Int, mirrored: Bool) -> PictureRectangle {
    let (u, v, w, h) = (mirrored ? 1 - x - width : x, y, width, height)
    switch ((quarterTurns % 4) + 4) % 4 {
    case 1: return PictureRectangle(x: v, y: 1 - u - w, width: h, height: w)
    case 2: return PictureRectangle(x: 1 - u - w, y: 1 - v - h, width: w, height: h)
    case 3: return PictureRectangle(x: 1 - v - h, y: u, width: h, height: w)
    default: return PictureRectangle(x: u, y: v, width: w, height: h)
    }
  }
}
