/// The EXIF thumbnail against the picture: both decoded small and grey,
/// black bars taken off the thumbnail (cameras letterbox a 3:2 or 16:9
/// picture in a 4:3 thumbnail), the picture tried as stored and turned a
/// quarter either way (a thumbnail may be stored unrotated), and compared
/// by normalised correlation of 24 × 24 versions, then cell by cell for a
/// region that changed.
public struct ThumbnailComparison: Sendable, Hashable {
  /// The best correlation over the orientations whose shape matches, or nil
  /// when none does.
  public let similarity: Double?
  /// The thumbnail's picture area (bars removed) and the picture's shape.
  public let thumbnailAspect: Double
  public let pictureAspect: Double
  /// Where, in the best orientation, the two differ most.
  public let region: ThumbnailRegion?

  public init(similarity: Double?, thumbnailAspect: Double, pictureAspect: Double, region: ThumbnailRegion? = nil) {
    self.similarity = similarity
    self.thumbnailAspect = thumbnailAspect
    self.pictureAspect = pictureAspect
    self.region = region
  }

  /// The thumbnail shows the picture.
  public var matches: Bool { (similarity ?? 0) >= Self.matchThreshold && !regionChanged }
  /// The thumbnail shows something else, or another crop.
  public var differs: Bool { similarity.map { $0 < Self.differThreshold } ?? false }

  /// The thumbnail shows the picture, except in one region: the picture was
  /// changed there after the camera wrote the thumbnail.
  public var regionChanged: Bool {
    (similarity ?? 0) >= Self.sameSceneThreshold && (region?.difference ?? 0) >= ThumbnailRegion.threshold
  }

  static let matchThreshold = 0.9
  /// The same scene, whatever changed in it.
  static let sameSceneThreshold = 0.6
  static let differThreshold = 0.3
}
