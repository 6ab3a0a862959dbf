/// The EXIF thumbnail against the picture: both decoded small and grey,
/// black bars taken off the thumbnail (cameras letterbox a 3:2 or 16:9
/// picture in a 4:3 thumbnail), the picture tried as stored and turned a
/// quarter either way (a thumbnail may be stored unrotated), and compared
/// by normalised correlation of 24 × 24 versions.
public struct ThumbnailComparison: Sendable, Hashable {
  /// The best correlation over the orientations whose shape matches, or nil
  /// when none does.
  public let similarity: Double?
  /// The thumbnail's picture area (bars removed) and the picture's shape.
  public let thumbnailAspect: Double
  public let pictureAspect: Double

  /// The thumbnail shows the picture.
  public var matches: Bool { (similarity ?? 0) >= Self.matchThreshold }
  /// The thumbnail shows something else, or another crop.
  public var differs: Bool { similarity.map { $0 < Self.differThreshold } ?? false }

  static let matchThreshold = 0.9
  static let differThreshold = 0.3
}
