/// A compact part of the picture whose blocks were compressed once where the
/// rest were compressed twice on the same grid (`DoubleCompressionMap`): a
/// region pasted from another picture, or drawn afresh, before the last
/// save. Places are in tenths of a percent of the picture as stored.
public struct CompressionRegion: Sendable, Hashable {
  /// The region's bounding box.
  public let x: Int
  public let y: Int
  public let width: Int
  public let height: Int
  /// The cells that lean to a single compression, in tenths of a percent of
  /// the picture.
  public let permille: Int
  /// How far the region stands from the background, as a percentage of the
  /// separation between the two models (100: the background looks wholly
  /// twice compressed and the region wholly once).
  public let strength: Int

  public init(x: Int, y: Int, width: Int, height: Int, permille: Int, strength: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.permille = permille
    self.strength = strength
  }
}
