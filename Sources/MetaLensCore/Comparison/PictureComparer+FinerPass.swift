/// A second look at a JPEG copy of the whole picture, at twice the blocks
/// (issue 30's smaller changes): 96 × 96 blocks from pictures decoded at
/// most 768 pixels a side, 6 × 6-block windows (a sixteenth of each side),
/// under the same local `RegionFloor` and not the fixed floor (the
/// strongest window of an unchanged, sharpened 1600-pixel ImageMagick copy
/// of a 12-megapixel Nokia photo is 0.51 there). Measured on
/// `CompareCorpusTests`' eight originals: the unchanged whole copies (1600
/// and 1280 px, qualities 75 to 95) would have had a region there only with
/// an alignment factor of 0.50 or less (1.0 is used), 0.33 for 52
/// ImageMagick copies (box, Lanczos, sharpened; 1280 to 2048 px, q70–q90)
/// of 13 larger corpus photos, while a pasted sixteenth of each side
/// stands at 1.7 to 9.8 and a twenty-fourth at 0.39 to 5.5.
extension PictureComparer {
  /// Blocks a side of the finer pass.
  static let finerSide = 96
  /// Decoded at most this many pixels a side for it.
  static let finerDecodeSize = 768

  /// The regions the finer pass finds in a copy found `derived` as a whole
  /// (the original turned `turns` quarters); none for a copy without JPEG
  /// tables, a picture compared at reduced scale, or blocks that do not
  /// agree at this size.
  static func finerRegions(_ first: Inspection, _ a: [UInt8], _ second: Inspection, _ b: [UInt8], turns: Int)
    throws(MetaLensError) -> [ComparedRegion]
  {
    guard ReencodingNoise(copy: second) != nil else { return [] }
    let size = finerDecodeSize
    guard case .picture(let original, nil) = try ComparedPicture.decode(first, a, size: size),
      case .picture(let copy, nil) = try ComparedPicture.decode(second, b, size: size)
    else { return [] }
    let copyCells = ThumbnailComparer.resample(copy, side: finerSide)
    let cells = ThumbnailComparer.resample(ThumbnailComparer.rotate(original, quarterTurns: turns), side: finerSide)
    guard let differences = blockDifferences(cells, copyCells) else { return [] }
    let median = differences.sorted()[differences.count / 2]
    guard median <= sameDifference else { return [] }
    let floor = RegionFloor(
      copy: second, copyCells: copyCells, original: cells, side: finerSide, fixedFloor: .infinity)
    guard floor.compression != nil else { return [] }
    return regions(differences, median: median, floor: floor, side: finerSide)
  }

  /// The whole picture's regions, then the finer pass's that meet none of
  /// them, strongest first, at most eight.
  static func merged(_ regions: [ComparedRegion], _ finer: [ComparedRegion]) -> [ComparedRegion] {
    let added = finer.filter { region in
      !regions.contains { other in
        region.x < other.x + other.width && other.x < region.x + region.width
          && region.y < other.y + other.height && other.y < region.y + region.height
      }
    }
    return Array((regions + added).sorted { $0.strength > $1.strength }.prefix(8))
  }
}
