/// What encoded a JPEG last, as far as its header tells: the family of its
/// quantization tables, the quality, and the coding choices.
///
/// Tables are the strongest single clue (Farid, "Digital image ballistics
/// from JPEG quantization", 2006; Kee, Johnson and Farid, "Digital image
/// authentication from JPEG headers", IEEE TIFS 2011), but several encoders
/// share a family: IJG tables come from libjpeg, libjpeg-turbo, Android's
/// Skia, browsers and many cameras. `PlatformIdentifier` combines them with
/// the markers left in the file.
public struct EncoderIdentity: Sendable, Hashable {
  /// The family of the quantization tables.
  public enum Family: String, Sendable, Hashable {
    /// A camera's own tables: the model named in EXIF writes exactly these
    /// tables and Huffman tables in the corpus originals (`CameraTables`).
    case camera
    /// T.81 Annex K tables scaled by libjpeg's quality curve.
    case ijg
    /// mozjpeg's default ("ImageMagick") tables scaled by the same curve.
    case mozjpeg
    /// Apple's tables, as measured on iPhone originals and iOS apps' files.
    case apple
    /// Adobe Photoshop's tables, as measured on corpus files it saved.
    case photoshop
    case unknown
  }

  /// How the Huffman tables were chosen.
  public enum Huffman: String, Sendable, Hashable {
    /// General tables written before the image was seen: Annex K's, or a
    /// maker's complete set.
    case standard
    /// Tables made for this image (`optimize_coding`); progressive files
    /// count here, since libjpeg always optimises progressive scans.
    case optimized
  }

  public let family: Family
  /// The IJG-equivalent quality: the scale of the IJG or mozjpeg tables, or
  /// ImageMagick's estimate for other tables.
  public let quality: Int?
  /// True when `quality` is the encoder's own setting (IJG and mozjpeg
  /// tables), false for an estimate.
  public let qualityIsExact: Bool
  public let huffman: Huffman?
  public let progressive: Bool
  /// Chroma subsampling ("4:2:0").
  public let subsampling: String?

  /// The identity of `metadata`'s encoder, or nil for a file that is not a
  /// JPEG with tables.
  public init?(_ metadata: PhotoMetadata) {
    guard let encoding = JPEGEncoding(metadata) else { return nil }
    self.init(encoding, of: metadata)
  }

  /// The identity of `encoding`, read from `metadata`, against the tables
  /// of the camera its IFD0 names.
  init(_ encoding: JPEGEncoding, of metadata: PhotoMetadata) {
    self.init(
      encoding,
      cameraModel: CameraTables.model(make: metadata.text("IFD0", "Make"), model: metadata.text("IFD0", "Model")),
      estimate: metadata.jpeg?.qualityEstimate)
  }

  init(_ encoding: JPEGEncoding, cameraModel: CameraTables.Model?, estimate: JPEGQualityEstimate?) {
    progressive = encoding.progressive
    subsampling = encoding.subsampling
    huffman = encoding.huffman.map { $0.isGeneral ? .standard : .optimized }
    let tables = encoding.tables
    if let cameraModel, cameraModel.writes(tables),
      let signature = encoding.huffman?.signature, cameraModel.huffman.contains(signature)
    {
      (family, quality, qualityIsExact) = (.camera, estimate?.quality, false)
    } else if let ijg = EncoderTables.ijgQuality(tables) {
      (family, quality, qualityIsExact) = (.ijg, ijg, true)
    } else if let mozjpeg = EncoderTables.mozjpegQuality(tables) {
      (family, quality, qualityIsExact) = (.mozjpeg, mozjpeg, true)
    } else if EncoderTables.isApple(tables) {
      (family, quality, qualityIsExact) = (.apple, estimate?.quality, false)
    } else if EncoderTables.isPhotoshop(tables) {
      (family, quality, qualityIsExact) = (.photoshop, estimate?.quality, false)
    } else {
      (family, quality, qualityIsExact) = (.unknown, estimate?.quality, false)
    }
  }
}
