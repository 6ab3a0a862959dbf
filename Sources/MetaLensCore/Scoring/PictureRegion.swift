/// A place in the picture a flag points at: the one list of regions a report
/// gives (`report.regions`, issue 31), from every rule that locates what it
/// found. Places are fractions (0–1, three decimals) of the picture as it is
/// shown upright (EXIF Orientation applied), so that they can be drawn on
/// the preview and found in any viewer.
public struct PictureRegion: Sendable, Hashable {
  public let x: Double
  public let y: Double
  public let width: Double
  public let height: Double
  /// The id of the flag that points here.
  public let rule: String
  /// 0–100: how clearly the place stands out, on the rule's own measure
  /// (`regions(flags:analysis:orientation:)` says which).
  public let strength: Int

  public init(x: Double, y: Double, width: Double, height: Double, rule: String, strength: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.rule = rule
    self.strength = strength
  }

  /// The rules whose flags `regions` places on the picture.
  public static let locatedRules: Set<String> = [
    "region-compression-differs", "region-grid-differs", "thumbnail-region-changed", "region-duplicated",
  ]

  /// The regions of the flags that fired, in the flags' order. Strength is,
  /// for `region-compression-differs`, the region's own (`CompressionRegion`);
  /// for `region-grid-differs`, the region's own (`ForeignGridRegion`);
  /// for `thumbnail-region-changed`, the window's difference as a share of
  /// twice the threshold; for `region-duplicated`, the matched share as a
  /// share of ten times the least that counts.
  static func regions(flags: [OriginalityFlag], analysis: ImageDataAnalysis?, orientation: Int)
    -> [PictureRegion]
  {
    guard let analysis else { return [] }
    func clamp(_ value: Double) -> Int { min(100, max(0, Int(value.rounded()))) }
    return flags.compactMap { flag -> PictureRegion? in
      let stored: (x: Double, y: Double, width: Double, height: Double, strength: Int)
      switch flag.id {
      case "region-compression-differs":
        guard let region = analysis.compressionRegion else { return nil }
        stored = (
          Double(region.x) / 1000, Double(region.y) / 1000, Double(region.width) / 1000,
          Double(region.height) / 1000, region.strength
        )
      case "region-grid-differs":
        guard let region = analysis.foreignGridRegion else { return nil }
        stored = (
          Double(region.x) / 1000, Double(region.y) / 1000, Double(region.width) / 1000,
          Double(region.height) / 1000, region.strength
        )
      case "thumbnail-region-changed":
        guard let region = analysis.thumbnail?.region else { return nil }
        stored = (
          Double(region.x) / 100, Double(region.y) / 100, Double(region.width) / 100, Double(region.height) / 100,
          clamp(100 * region.difference / (2 * ThumbnailRegion.threshold))
        )
      case "region-duplicated":
        guard let region = analysis.duplicatedRegion else { return nil }
        stored = (
          Double(region.x) / 100, Double(region.y) / 100, Double(region.width) / 100, Double(region.height) / 100,
          clamp(100 * Double(region.permille) / Double(10 * DuplicatedRegion.minimumPermille))
        )
      default:
        assert(!Self.locatedRules.contains(flag.id), "a located rule without a region: \(flag.id)")
        return nil
      }
      let (x, y, width, height) = upright(
        (stored.x, stored.y, min(stored.width, 1 - stored.x), min(stored.height, 1 - stored.y)),
        orientation: orientation)
      func rounded(_ value: Double) -> Double { (max(0, min(1, value)) * 1000).rounded() / 1000 }
      return PictureRegion(
        x: rounded(x), y: rounded(y), width: rounded(width), height: rounded(height), rule: flag.id,
        strength: stored.strength)
    }
  }

  /// A box (x, y, width, height, fractions of the picture as stored) as it
  /// lies once the picture is turned upright for `orientation` (1–8, the
  /// EXIF Orientation tag, 0x0112), as the report's preview is turned.
  public static func upright(_ box: (Double, Double, Double, Double), orientation: Int) -> (
    Double, Double, Double, Double
  ) {
    let (x, y, w, h) = box
    switch orientation {
    case 2: return (1 - x - w, y, w, h)
    case 3: return (1 - x - w, 1 - y - h, w, h)
    case 4: return (x, 1 - y - h, w, h)
    case 5: return (y, x, h, w)
    case 6: return (1 - y - h, x, h, w)
    case 7: return (1 - y - h, 1 - x - w, h, w)
    case 8: return (y, 1 - x - w, h, w)
    default: return (x, y, w, h)
    }
  }
}
