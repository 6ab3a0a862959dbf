/// The size of an image in pixels, as its container states it (a JPEG's
/// frame, a PNG's IHDR, a HEIF's primary item `ispe`, a TIFF's IFD0).
public struct PixelSize: Sendable, Hashable {
  public let width: Int64
  public let height: Int64

  public init(width: Int64, height: Int64) {
    self.width = width
    self.height = height
  }

  /// The same size turned 90°, for comparing with sizes that ignore rotation.
  public var rotated: PixelSize { PixelSize(width: height, height: width) }
}
