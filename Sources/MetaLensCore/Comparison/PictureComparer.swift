/// Compares a copy with the original it is said to come from (issue 30,
/// first step, JPEG pictures): inspects both, decodes both small through
/// libjpeg's DCT scaling, turns the original by quarter turns to the copy's
/// shape, and compares them block by block once each is normalised (mean
/// 0, standard deviation 1), so that a change of size, brightness curve or
/// re-encoding is not a difference; a region is a 6 × 6 window of blocks
/// whose difference stands out from the others' (the copy's re-encoding
/// spreads its noise everywhere, a change sits in one place). When the
/// whole picture, turned, is not the copy, `CropSearch` looks for the part
/// of it, mirrored or not, that is.
public struct PictureComparer: Sendable {
  let inspector: Inspector

  public init(options: InspectionOptions = InspectionOptions()) {
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
  /// deviations).
  static let regionFactor = 3.0
  static let floor = 0.35
  static let window = 6
  /// The largest file compare reads into memory.
  static let maxFileSize: Int64 = 256 << 20

  public func compare(original: String, copy: String) throws(MetaLensError) -> PictureComparison {
    let (first, second) = (try inspector.inspect(original), try inspector.inspect(copy))
    return compare(first, try Self.bytes(original), second, try Self.bytes(copy))
  }

  /// Two pictures held in memory (a fuzzer's input, an upload), reported
  /// under the paths given.
  public func compare(
    original: [UInt8], copy: [UInt8], originalPath: String = "<original>", copyPath: String = "<copy>"
  ) throws(MetaLensError) -> PictureComparison {
    let first = try inspector.inspect(bytes: original, path: originalPath)
    let second = try inspector.inspect(bytes: copy, path: copyPath)
    return compare(first, original, second, copy)
  }

  /// The comparison of two inspected files from their bytes.
  func compare(_ first: Inspection, _ a: [UInt8], _ second: Inspection, _ b: [UInt8]) -> PictureComparison {
    // Hashed from the bytes compared, not from a third read of each file.
    let hashes = (FileIntegrity.sha256(of: a), FileIntegrity.sha256(of: b))
    let metadata = MetadataDifference.between(first, second)

    func result(
      _ relation: PictureComparison.Relation, scale: Double? = nil, turns: Int = 0, mirrored: Bool = false,
      crop: PictureRectangle? = nil, similarity: Double? = nil, regions: [ComparedRegion] = [], reason: String? = nil
    ) -> PictureComparison {
      PictureComparison(
        original: first, copy: second, originalSHA256: hashes.0, copySHA256: hashes.1, relation: relation, scale: scale,
        quarterTurns: turns, mirrored: mirrored, crop: crop, similarity: similarity,
        regions: regions, metadata: metadata, reason: reason)
    }
    if a == b { return result(.identical, scale: 1, similarity: 1) }
    guard first.metadata.file.format == .jpeg, second.metadata.file.format == .jpeg else {
      return result(.undetermined, reason: "compare decodes JPEG pictures only in this version")
    }
    var budget = DecodeBudget()
    guard budget.admit(a, under: .preview) == nil, budget.admit(b, under: .preview) == nil,
      let left = Self.grey(a), let right = Self.grey(b)
    else { return result(.undetermined, reason: "a picture could not be decoded within metalens's limits") }
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
    // Not the whole picture turned: a part of it, or its mirror image.
    if typical > Self.sameDifference, let match = CropSearch.find(original: left, copy: right) {
      let oriented = CropSearch.orient(left, quarterTurns: match.quarterTurns, mirrored: match.mirrored)
      let cells = ThumbnailComparer.resample(CropSearch.crop(oriented, to: match.window), side: Self.side)
      if let differences = Self.blockDifferences(cells, copyCells),
        let fit = DoubleQuantization.correlation(cells, copyCells)
      {
        let typical = differences.sorted()[differences.count / 2]
        if typical <= Self.sameDifference {
          let whole = match.window.width > 0.98 && match.window.height > 0.98
          return result(
            .derived, scale: Self.scale(first, second, window: match.window, turns: match.quarterTurns),
            turns: match.quarterTurns, mirrored: match.mirrored,
            crop: whole ? nil : match.window.undoing(quarterTurns: match.quarterTurns, mirrored: match.mirrored),
            similarity: fit, regions: Self.regions(differences, median: typical))
        }
      }
    }
    guard let best else {
      return result(
        .undetermined, reason: "the pictures have other shapes, and no part of the original is the copy")
    }
    let scale = Self.longEdge(second).flatMap { copyEdge in Self.longEdge(first).map { copyEdge / $0 } }
    guard best.fit >= Self.otherSimilarity || typical <= Self.sameDifference else {
      return result(.unrelated, similarity: best.fit)
    }
    guard typical <= Self.sameDifference else {
      return result(
        .undetermined, scale: scale, turns: best.turns, similarity: best.fit,
        reason: "the pictures are alike but not one picture: changed throughout, or another shot of the scene")
    }
    let regions = differences.map { Self.regions($0, median: typical) } ?? []
    return result(.derived, scale: scale, turns: best.turns, similarity: best.fit, regions: regions)
  }

  /// The places whose difference stands out, strongest first: every 6 × 6
  /// window of blocks over the threshold marks its blocks, and each group
  /// of touching marked blocks is one region (its bounding rectangle, its
  /// strongest window's strength), so that one pasted patch is one region.
  static func regions(_ difference: [Double], median: Double) -> [ComparedRegion] {
    let typical = max(median, 0.02)

    var strength = [Double](repeating: 0, count: side * side)
    for y in 0...(side - window) {
      for x in 0...(side - window) {
        var sum = 0.0
        for dy in 0..<window { for dx in 0..<window { sum += difference[(y + dy) * side + x + dx] } }
        let mean = sum / Double(window * window)
        guard mean >= regionFactor * typical && mean >= floor else { continue }
        for dy in 0..<window {
          for dx in 0..<window { strength[(y + dy) * side + x + dx] = max(strength[(y + dy) * side + x + dx], mean) }
        }
      }
    }
    var seen = [Bool](repeating: false, count: side * side)
    var found: [ComparedRegion] = []
    for start in strength.indices where strength[start] > 0 && !seen[start] {
      var stack = [start]
      seen[start] = true
      var (left, top, right, bottom, strongest) = (side, side, 0, 0, 0.0)
      while let cell = stack.popLast() {
        let (x, y) = (cell % side, cell / side)
        (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1))
        strongest = max(strongest, strength[cell])
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < side && ny < side && strength[ny * side + nx] > 0 && !seen[ny * side + nx] {
          seen[ny * side + nx] = true
          stack.append(ny * side + nx)
        }
      }
      let unit = 1.0 / Double(side)
      found.append(
        ComparedRegion(
          x: Double(left) * unit, y: Double(top) * unit, width: Double(right - left) * unit,
          height: Double(bottom - top) * unit, strength: strongest / typical))
    }
    return Array(found.sorted { $0.strength > $1.strength }.prefix(8))
  }

  /// Each block's difference once both pictures are normalised, computed
  /// once for the relation (its median) and the regions; nil for a flat
  /// picture, which cannot be normalised.
  static func blockDifferences(_ original: [Double], _ copy: [Double]) -> [Double]? {
    guard let a = ThumbnailRegion.normalised(original), let b = ThumbnailRegion.normalised(copy) else { return nil }
    return zip(a, b).map { abs($0 - $1) }
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

  static func grey(_ jpeg: [UInt8]) -> ThumbnailComparer.Grey? {
    ThumbnailComparer.grey(jpeg, limits: .preview, size: decodeSize)
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
