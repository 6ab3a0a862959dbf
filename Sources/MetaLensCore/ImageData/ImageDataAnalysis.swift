/// What a JPEG's image data says about how it was encoded.
public struct ImageDataAnalysis: Sendable, Hashable {
  /// One DCT position whose histogram shows a first compression.
  public struct FirstStep: Sendable, Hashable {
    /// Natural-order index of the coefficient (0-63).
    public let position: Int
    /// The step of the first compression, and of the current one.
    public let firstStep: Int
    public let currentStep: Int
    /// How well the histogram fits the predicted pattern (correlation, 0-1).
    public let fit: Double
  }

  /// Luma blocks counted, and blocks in the image.
  public let blocksRead: Int
  public let blocksTotal: Int
  /// Positions with enough coefficients to judge.
  public let positionsJudged: Int
  /// Positions whose histogram shows a first compression with other steps.
  public let firstSteps: [FirstStep]
  /// The IJG quality whose table has those first steps, when one does.
  public let firstQuality: Int?
  /// How many blocks hold each |quantized value| 1...20 at the position
  /// that fits best: the pattern a reader can see (drawn in the HTML page).
  public let histogram: [Int]
  /// The EXIF thumbnail against the picture, when the file has one.
  public let thumbnail: ThumbnailComparison?
  /// A textured region found twice in the picture (a copy-move edit).
  public let duplicatedRegion: DuplicatedRegion?
  /// A region compressed once in a picture compressed twice (a paste).
  public let compressionRegion: CompressionRegion?
  /// A region that keeps another JPEG's grid, off this one (a paste).
  public let foreignGridRegion: ForeignGridRegion?
  /// The double-compression map, small and upright, when the picture shows
  /// a first compression to map.
  public let compressionMap: CompressionMap?
  /// The luma picture at 1/4 scale, kept only when `metalens compare` asks
  /// for it (`InspectionOptions.keepsQuarterScale`): its small pictures are
  /// drawn from it instead of from two more decodes of the file.
  var quarterScale: QuarterScalePicture?

  public init(
    blocksRead: Int, blocksTotal: Int, positionsJudged: Int, firstSteps: [FirstStep], firstQuality: Int?,
    histogram: [Int], thumbnail: ThumbnailComparison? = nil,
    duplicatedRegion: DuplicatedRegion? = nil, compressionRegion: CompressionRegion? = nil,
    foreignGridRegion: ForeignGridRegion? = nil, compressionMap: CompressionMap? = nil
  ) {
    self.foreignGridRegion = foreignGridRegion
    self.compressionMap = compressionMap
    self.compressionRegion = compressionRegion
    self.thumbnail = thumbnail
    self.duplicatedRegion = duplicatedRegion
    self.blocksRead = blocksRead
    self.blocksTotal = blocksTotal
    self.positionsJudged = positionsJudged
    self.firstSteps = firstSteps
    self.firstQuality = firstQuality
    self.histogram = histogram
  }

  /// True when enough positions agree that the image was compressed twice.
  public var doubleCompressed: Bool { firstSteps.count >= DoubleQuantization.minimumPositions }
}
