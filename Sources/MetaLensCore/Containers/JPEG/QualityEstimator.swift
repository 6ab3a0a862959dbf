/// Estimates JPEG quality from quantization tables, and tells whether a table
/// is one of the IJG (libjpeg) standard tables.
///
/// libjpeg scales the two example tables of ITU-T T.81 Annex K by a factor
/// derived from the quality setting; most cameras use tables of their own, so
/// a file whose tables are exactly scaled Annex K tables was most likely last
/// written by libjpeg or software built on it.
enum QualityEstimator {
  /// Annex K table K.1 (luminance), natural order.
  static let luminance: [UInt16] = [
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
    14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
    18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
    49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
  ]
  /// Annex K table K.2 (chrominance), natural order.
  static let chrominance: [UInt16] =
    [
      17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99,
      24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
    ] + [UInt16](repeating: 99, count: 32)

  /// The table libjpeg's `jpeg_set_quality(quality, force_baseline: TRUE)`
  /// derives from `base`.
  static func scaled(_ base: [UInt16], quality: Int) -> [UInt16] {
    let quality = min(max(quality, 1), 100)
    let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
    return base.map { UInt16(min(max((Int($0) * scale + 50) / 100, 1), 255)) }
  }

  /// Scaled tables for qualities 1…100 (index 0 is quality 1).
  private static let scaledLuminance = (1...100).map { scaled(luminance, quality: $0) }
  private static let scaledChrominance = (1...100).map { scaled(chrominance, quality: $0) }
  private static let scaledLuminanceSums = scaledLuminance.map { $0.reduce(0) { $0 + Int($1) } }
  private static let scaledChrominanceSums = scaledChrominance.map { $0.reduce(0) { $0 + Int($1) } }

  /// The IJG quality whose scaled table is nearest to `values` (luminance
  /// base for slot 0, chrominance for the others), and whether it matches
  /// exactly.
  ///
  /// Answers are remembered (at most 4,096): a batch meets the
  /// same few dozen tables again and again, and the search cost 17,000
  /// instructions a table.
  static func nearestIJGQuality(_ values: [UInt16], slot: Int) -> (quality: Int, exact: Bool) {
    remembered.value(for: RememberedTable(values: values, luminance: slot == 0)) {
      searchIJGQuality(values, slot: slot)
    }
  }

  private struct RememberedTable: Hashable, Sendable {
    let values: [UInt16]
    let luminance: Bool
  }
  private static let remembered = BoundedMemo<RememberedTable, (quality: Int, exact: Bool)>(capacity: 4096)

  private static func searchIJGQuality(_ values: [UInt16], slot: Int) -> (quality: Int, exact: Bool) {
    let candidates = slot == 0 ? scaledLuminance : scaledChrominance
    // Start from the quality whose table sum is nearest: usually the answer,
    // so the scan below gives up on most other candidates after a few values.
    let sums = slot == 0 ? scaledLuminanceSums : scaledChrominanceSums
    let sum = values.reduce(0) { $0 + Int($1) }
    let seed = sums.indices.min { abs(sums[$0] - sum) < abs(sums[$1] - sum) } ?? 0
    var best = (quality: seed + 1, distance: distance(candidates[seed], values, giveUpAbove: .max))
    for (index, candidate) in candidates.enumerated() {
      let distance = distance(candidate, values, giveUpAbove: best.distance)
      if distance <= best.distance { best = (index + 1, distance) }  // ties: the higher quality
    }
    return (best.quality, best.distance == 0 && values.count == 64)
  }

  /// The sum of absolute differences, or some value above `limit` as soon
  /// as it passes it.
  private static func distance(_ candidate: [UInt16], _ values: [UInt16], giveUpAbove limit: Int) -> Int {
    var distance = 0
    for (expected, actual) in zip(candidate, values) {
      distance += abs(Int(expected) - Int(actual))
      if distance > limit { break }
    }
    return distance
  }

  /// ImageMagick's estimate (`JPEGSetImageQuality` in coders/jpeg.c): compare
  /// two sample coefficients and the sum of all coefficients with the values
  /// of IJG tables at each quality. Its reference arrays are exactly these
  /// sums for scaled Annex K tables, so they are computed rather than copied.
  static func imageMagickEstimate(_ tables: [(index: Int, values: [UInt16])]) -> JPEGQualityEstimate? {
    let bySlot = Dictionary(tables.map { ($0.index, $0.values) }, uniquingKeysWith: { first, _ in first })
    guard let first = bySlot[0], first.count == 64 else { return nil }
    let sum = tables.reduce(0) { $0 + $1.values.reduce(0) { $0 + Int($1) } }
    let qvalue: Int
    let reference: [(hash: Int, sum: Int)]
    if let second = bySlot[1], second.count == 64 {
      qvalue = Int(first[2]) + Int(first[53]) + Int(second[0]) + Int(second[63])
      reference = colourReference
    } else {
      qvalue = Int(first[2]) + Int(first[53])
      reference = greyReference
    }
    for (index, entry) in reference.enumerated() {
      if qvalue < entry.hash && sum < entry.sum { continue }
      let exact = qvalue <= entry.hash && sum <= entry.sum
      return exact || index >= 50 ? JPEGQualityEstimate(quality: index + 1, isExact: exact) : nil
    }
    return nil
  }

  /// Hash and sum references from quality 1 to 100.
  private static let colourReference: [(hash: Int, sum: Int)] = (0..<100).map { index in
    let lum = scaledLuminance[index].map(Int.init)
    let chroma = scaledChrominance[index].map(Int.init)
    return (lum[2] + lum[53] + chroma[0] + chroma[63], lum.reduce(0, +) + chroma.reduce(0, +))
  }
  private static let greyReference: [(hash: Int, sum: Int)] = (0..<100).map { index in
    let lum = scaledLuminance[index].map(Int.init)
    return (lum[2] + lum[53], lum.reduce(0, +))
  }
}
