/// Compares a copy with the original it is said to come from (issue 30;
/// JPEG, HEIC, AVIF, PNG and WebP pictures, `ComparedPicture`): inspects
/// both, decodes both small (libjpeg's DCT scaling, libheif, libpng,
/// libwebp), turns the original by quarter turns to the copy's
/// shape, and compares them block by block once each is normalised (mean
/// 0, standard deviation 1), so that a change of size, brightness curve or
/// re-encoding is not a difference; a region is a 6 × 6 window of blocks
/// whose difference stands out from the others' (the copy's re-encoding
/// spreads its noise everywhere, a change sits in one place). When the
/// whole picture, turned, is not the copy, `CropSearch` looks for the part
/// of it, mirrored or not, that is. A region's floor follows the copy's
/// own compression and the picture's edges (`RegionFloor`), and a JPEG copy
/// of the whole picture is looked at again at 96 × 96 blocks
/// (`finerRegions`).
public struct PictureComparer: Sendable {
  let inspector: Inspector

  public init(options: InspectionOptions = InspectionOptions()) {
    var options = options
    options.keepsQuarterScale = true
    inspector = Inspector(options: options)
  }

  /// Blocks a side of the compared pictures.
  static let side = 48
  /// Decoded at most this many pixels a side (DCT scaling keeps it cheap).
  static let decodeSize = 384
  /// Under this median block difference (in standard deviations, both
  /// pictures normalised) the two are one picture. Two independent
  /// pictures differ by about 2/√π ≈ 1.13 (the mean absolute difference of
  /// two independent standard normal values); a re-encoded copy by a small
  /// fraction of that, and a local change leaves the median alone.
  static let sameDifference = 0.25
  /// Under this similarity, with blocks that do not agree, another picture.
  static let otherSimilarity = 0.6
  /// A region stands out when its window's mean difference is this many
  /// times the median block difference, and at least `floor` (in standard
  /// deviations) or what the copy's compression and the resampling can
  /// leave there (`RegionFloor`).
  static let regionFactor = 3.0
  /// The fixed floor, where `RegionFloor` knows no better (crops, copies
  /// without JPEG tables). Raised from 0.35 with issue 30's corpus matrix:
  /// a 70% crop of a Casio photo, its window refined, kept one 6 × 6 window
  /// at 0.39 (a sharp edge off by a fraction of a block); the replaced and cloned
  /// quarters stand out by 33 to 176 times the typical difference
  /// (about 0.03), well over 0.5.
  static let floor = 0.5
  /// A block of a region's rectangle differs by at least this share of its
  /// strongest window's mean.
  static let ownShare = 0.4
  static let window = 6
  /// The largest file compare reads into memory.
  static let maxFileSize: Int64 = 256 << 20

  public func compare(original: String, copy: String) throws(MetaLensError) -> PictureComparison {
    let inspector = inspector
    let (first, second) = try InspectedPair.inspect(
      original: { () throws(MetaLensError) in try inspector.inspect(original) },
      copy: { () throws(MetaLensError) in try inspector.inspect(copy) })
    return try compare(first, try Self.bytes(original), second, try Self.bytes(copy))
  }

  /// Two pictures held in memory (a fuzzer's input, an upload), reported
  /// under the paths given.
  public func compare(
    original: [UInt8], copy: [UInt8], originalPath: String = "<original>", copyPath: String = "<copy>"
  ) throws(MetaLensError) -> PictureComparison {
    let inspector = inspector
    let (first, second) = try InspectedPair.inspect(
      original: { () throws(MetaLensError) in try inspector.inspect(bytes: original, path: originalPath) },
      copy: { () throws(MetaLensError) in try inspector.inspect(bytes: copy, path: copyPath) })
    return try compare(first, original, second, copy)
  }

  /// The comparison of two inspected files from their bytes.
  func compare(_ first: Inspection, _ a: [UInt8], _ second: Inspection, _ b: [UInt8]) throws(MetaLensError)
    -> PictureComparison
  {
    // Hashed from the bytes compared, not from a third read of each file.
    let hashes = (FileIntegrity.sha256(of: a), FileIntegrity.sha256(of: b))
    let metadata = MetadataDifference.between(first, second)
    // The files compared from a smaller picture, once both are decoded.
    var reduced: [ReducedScale] = []

    func result(
      _ relation: PictureComparison.Relation, scale: Double? = nil, turns: Int = 0, mirrored: Bool = false,
      crop: PictureRectangle? = nil, similarity: Double? = nil, regions: [ComparedRegion] = [],
      map: DifferenceMap? = nil, reason: ComparisonReason? = nil
    ) -> PictureComparison {
      PictureComparison(
        original: first, copy: second, originalSHA256: hashes.0, copySHA256: hashes.1, relation: relation, scale: scale,
        quarterTurns: turns, mirrored: mirrored, crop: crop, similarity: similarity,
        regions: regions, differenceMap: map, metadata: metadata, why: reason, reducedScale: reduced)
    }
    if a == b { return result(.identical, scale: 1, similarity: 1) }
    let (left, right): (ThumbnailComparer.Grey, ThumbnailComparer.Grey)
    switch (try ComparedPicture.decode(first, a), try ComparedPicture.decode(second, b)) {
    case (.picture(let original, let one), .picture(let copy, let other)):
      (left, right, reduced) = (original, copy, [one, other].compactMap { $0 })
    case (.refused(let why), _), (_, .refused(let why)): return result(.undetermined, reason: why)
    }
    let copyAspect = Double(right.width) / Double(right.height)
    let copyCells = ThumbnailComparer.resample(right, side: Self.side)
    var best: (fit: Double, turns: Int, cells: [Double])?
    for turns in 0..<4 {
      let turned = ThumbnailComparer.rotate(left, quarterTurns: turns)
      let aspect = Double(turned.width) / Double(turned.height)
      guard abs(aspect - copyAspect) / aspect <= 0.02 else { continue }
      let cells = ThumbnailComparer.resample(turned, side: Self.side)
      guard let fit = DoubleQuantization.correlation(cells, copyCells), fit > best?.fit ?? -2 else { continue }
      best = (fit, turns, cells)
    }
    // Most blocks of one picture agree closely whatever was changed in a
    // few places; the median block difference says so where a correlation
    // of the whole would fall with the size of the change.
    let differences = best.flatMap { Self.blockDifferences($0.cells, copyCells) }
    let typical = differences.map { $0.sorted()[$0.count / 2] } ?? 2
    let wholeMap = differences.map { DifferenceMap(side: Self.side, cells: $0, typical: typical) }
    let floor = best.map { RegionFloor(copy: second, copyCells: copyCells, original: $0.cells, side: Self.side) }
    let wholeRegions =
      typical <= Self.sameDifference
      ? differences.map { Self.regions($0, median: typical, floor: floor ?? .fixed) } ?? [] : []
    // Not the whole picture turned: a part of it, or its mirror image. A
    // crop that keeps the original's shape can pass for the whole picture
    // with a changed band, so a whole picture with regions is searched too.
    if typical > Self.sameDifference || !wholeRegions.isEmpty, let match = CropSearch.find(original: left, copy: right)
    {
      let oriented = CropSearch.orient(left, quarterTurns: match.quarterTurns, mirrored: match.mirrored)
      let window = CropSearch.refine(oriented, copyCells: copyCells, aspect: copyAspect, window: match.window)
      let cells = ThumbnailComparer.resample(CropSearch.crop(oriented, to: window), side: Self.side)
      if let cropped = Self.blockDifferences(cells, copyCells),
        let fit = DoubleQuantization.correlation(cells, copyCells)
      {
        let median = cropped.sorted()[cropped.count / 2]
        let whole = window.width > 0.98 && window.height > 0.98
        // A window clearly better than the whole picture, or the only fit.
        if median <= Self.sameDifference && (typical > Self.sameDifference || (!whole && median < 0.8 * typical)) {
          return result(
            .derived, scale: Self.scale(first, second, window: window, turns: match.quarterTurns),
            turns: match.quarterTurns, mirrored: match.mirrored,
            crop: whole ? nil : window.undoing(quarterTurns: match.quarterTurns, mirrored: match.mirrored),
            similarity: fit, regions: Self.regions(cropped, median: median, floor: .fixed),
            map: DifferenceMap(side: Self.side, cells: cropped, typical: median))
        }
      }
    }
    // Neither the whole picture in any quarter turn nor a part of it in any
    // of the eight orientations (at least 30% of its width): another picture.
    guard let best else { return result(.unrelated) }
    let scale = Self.longEdge(second).flatMap { copyEdge in Self.longEdge(first).map { copyEdge / $0 } }
    guard best.fit >= Self.otherSimilarity || typical <= Self.sameDifference else {
      return result(.unrelated, similarity: best.fit)
    }
    guard typical <= Self.sameDifference else {
      return result(
        .undetermined, scale: scale, turns: best.turns, similarity: best.fit, map: wholeMap,
        reason: .alike)
    }
    let finer = try Self.finerRegions(first, a, second, b, turns: best.turns)
    return result(
      .derived, scale: scale, turns: best.turns, similarity: best.fit, regions: Self.merged(wholeRegions, finer),
      map: wholeMap)
  }

  /// Each block's difference once both pictures are normalised, computed
  /// once for the relation (its median) and the regions; nil for a flat
  /// picture, which cannot be normalised. A changed patch moves the whole
  /// picture's mean and deviation, so that every bright or dark block of the
  /// rest would differ a little (a bright patch in a night scene made the
  /// sunset beside it a region: issue 30's corpus matrix); the original is
  /// therefore fitted again to the copy (least squares, `copy ≈ a × original
  /// + b`) on the blocks that agree (at most 3 times the median difference),
  /// and the differences measured from that fit in the copy's deviation over
  /// those blocks.
  static func blockDifferences(_ original: [Double], _ copy: [Double]) -> [Double]? {
    guard let a = ThumbnailRegion.normalised(original), let b = ThumbnailRegion.normalised(copy) else { return nil }
    let first = zip(a, b).map { abs($0 - $1) }
    let median = first.sorted()[first.count / 2]
    let agreeing = first.indices.filter { first[$0] <= max(3 * median, 0.05) }
    guard agreeing.count * 2 >= first.count else { return first }
    let count = Double(agreeing.count)
    let (meanA, meanB) = (agreeing.reduce(0) { $0 + a[$1] } / count, agreeing.reduce(0) { $0 + b[$1] } / count)
    let varianceA = agreeing.reduce(0) { $0 + (a[$1] - meanA) * (a[$1] - meanA) }
    let varianceB = agreeing.reduce(0) { $0 + (b[$1] - meanB) * (b[$1] - meanB) } / count
    let covariance = agreeing.reduce(0) { $0 + (a[$1] - meanA) * (b[$1] - meanB) }
    guard varianceA > 1e-9, varianceB > 1e-9 else { return first }
    let slope = covariance / varianceA
    let deviation = varianceB.squareRoot()
    return a.indices.map { abs(b[$0] - (meanB + slope * (a[$0] - meanA))) / deviation }
  }

  /// The copy's width over the width of the part of the original it shows,
  /// the original turned as the copy is.
  static func scale(_ original: Inspection, _ copy: Inspection, window: PictureRectangle, turns: Int) -> Double? {
    guard let width = original.summary.width, let height = original.summary.height, let copyWidth = copy.summary.width,
      width > 0, height > 0, window.width > 0
    else { return nil }
    let turnedWidth = Double(turns % 2 == 1 ? height : width)
    return Double(copyWidth) / (turnedWidth * window.width)
  }

  static func longEdge(_ inspection: Inspection) -> Double? {
    guard let width = inspection.summary.width, let height = inspection.summary.height, width > 0, height > 0
    else { return nil }
    return Double(max(width, height))
  }

  static func bytes(_ path: String) throws(MetaLensError) -> [UInt8] {
    let source = try FileSource(path: path)
    guard source.size <= maxFileSize else {
      throw MetaLensError.unreadable(
        path: path, reason: "larger than \(maxFileSize >> 20) MiB, the most compare reads",
        hint: "compare a smaller copy of the picture")
    }
    let bytes = try source.read(at: 0, count: Int(source.size))
    try source.verifyUnchanged()
    return bytes
  }
}
