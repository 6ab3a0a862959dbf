/// Recognises the quantization tables of encoders that scale a known base
/// table, and Apple's measured ones.
///
/// - IJG (libjpeg, libjpeg-turbo, Android's Skia, browsers' canvas): the
///   Annex K tables of ITU-T T.81 scaled by `jpeg_set_quality`
///   (`QualityEstimator`).
/// - mozjpeg: its default profile (`JCP_MAX_COMPRESSION`) scales table set 3
///   of `jcparam.c`, the "ImageMagick" table (imagemagick.org discourse
///   t=20333), for luma and chroma alike, with the same quality curve.
/// - Apple: the sets in `PlatformFingerprints.appleTables`, measured on the
///   corpus iPhone originals and on files re-encoded by iOS apps.
/// - Adobe Photoshop: the sets in `PlatformFingerprints.photoshopTables`,
///   measured on corpus files saved by Photoshop (four of its quality
///   levels; the others are not recognised).
enum EncoderTables {
  /// mozjpeg `jcparam.c`, `std_luminance_quant_tbl[3]` (also its chroma
  /// table 3), natural order.
  static let mozjpegBase: [UInt16] = [
    16, 16, 16, 18, 25, 37, 56, 85, 16, 17, 20, 27, 34, 40, 53, 75,
    16, 20, 24, 31, 43, 62, 91, 135, 18, 27, 31, 40, 53, 74, 106, 156,
    25, 34, 43, 53, 69, 94, 131, 189, 37, 40, 62, 74, 94, 124, 169, 238,
    56, 53, 91, 106, 131, 169, 226, 311, 85, 75, 135, 156, 189, 238, 311, 418,
  ]

  /// mozjpeg's table at qualities 1…100 (index 0 is quality 1), limited to
  /// 255 as `jpeg_set_quality(…, force_baseline: TRUE)` does.
  private static let scaledMozjpeg = (1...100).map { QualityEstimator.scaled(mozjpegBase, quality: $0) }

  /// The IJG quality when every table is exactly a scaled Annex K table
  /// (luma for slot 0, chroma for the others), judged by the luma table.
  static func ijgQuality(_ tables: [[UInt16]]) -> Int? {
    guard let first = tables.first else { return nil }
    let luma = QualityEstimator.nearestIJGQuality(first, slot: 0)
    guard luma.exact else { return nil }
    for table in tables.dropFirst() where !QualityEstimator.nearestIJGQuality(table, slot: 1).exact {
      return nil
    }
    return luma.quality
  }

  /// The mozjpeg quality when every table is mozjpeg's default table scaled
  /// to one quality.
  static func mozjpegQuality(_ tables: [[UInt16]]) -> Int? {
    guard let first = tables.first, first.count == 64 else { return nil }
    // The first value decides between at most a few qualities; compare
    // those in full.
    for (index, candidate) in scaledMozjpeg.enumerated() where candidate[0] == first[0] && candidate == first {
      return tables.allSatisfy { $0 == candidate } ? index + 1 : nil
    }
    return nil
  }

  /// True when the tables are one of Apple's measured sets.
  static func isApple(_ tables: [[UInt16]]) -> Bool {
    PlatformFingerprints.appleTables.contains(tables)
  }

  /// True when the tables are one of Photoshop's measured sets.
  static func isPhotoshop(_ tables: [[UInt16]]) -> Bool {
    PlatformFingerprints.photoshopTables.contains(tables)
  }
}
