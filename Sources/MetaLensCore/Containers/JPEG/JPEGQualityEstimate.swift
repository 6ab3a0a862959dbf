/// The whole image's JPEG quality as ImageMagick estimates it (`identify
/// -format %Q`, ExifTool's `JPEGQualityEstimate`).
public struct JPEGQualityEstimate: Sendable, Hashable {
  /// 1–100.
  public let quality: Int
  /// True when the tables match ImageMagick's reference sums exactly, false
  /// when the estimate is approximate.
  public let isExact: Bool

  public init(quality: Int, isExact: Bool) {
    self.quality = quality
    self.isExact = isExact
  }
}
