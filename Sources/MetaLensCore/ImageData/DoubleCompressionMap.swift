#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where in the picture the blocks were compressed twice on the same grid,
/// and where once (Bianchi & Piva 2012, "Image forgery localization via
/// block-grained analysis of JPEG artifacts", IEEE TIFS 7(3), section III,
/// the simplified map; Lin, He, Tang & Tang 2009, "Fast, automatic and
/// fine-grained tampered JPEG image detection via DCT coefficient analysis").
///
/// At each low frequency whose histogram shows a first compression
/// (`DoubleQuantization`: the step q1 read from its periodicity), the
/// histogram is a mixture of the twice-compressed blocks, whose values
/// follow the periodic pattern, and any once-compressed ones, whose values
/// follow the smooth curve. Each coefficient's likelihood ratio is the
/// observed histogram over the fitted smooth one at its value; a block's is
/// the product over its coefficients, and a cell's (a few blocks square)
/// the product over its blocks. A region pasted from another picture, or
/// drawn afresh, and saved once with the rest carries no first compression
/// on this grid: its cells lean to the smooth curve in a background that
/// leans to the pattern.
///
/// Linear in blocks, one pass; the cells are at most `maxSide` a side.
struct DoubleCompressionMap: Sendable, Hashable {
  /// Cells across and down, and kept blocks per cell side.
  let columns: Int
  let rows: Int
  let cellSide: Int
  /// Each cell's summed log likelihood ratio (twice over once compressed),
  /// centred on each frequency's midpoint between the two models, and the
  /// number of coefficients that spoke (nonzero, inside the fitted bins).
  let evidence: [Double]
  let observations: [Int]
  /// The expected log ratio of one coefficient under each model, after
  /// centring (positive for twice, negative for once): the separation the
  /// strength of a region is measured against.
  let twiceLevel: Double
  let onceLevel: Double

  /// The longest side of the map, in cells.
  static let maxSide = 128
  /// A coefficient's log ratio is clamped to ±this (a value the model gives
  /// almost no chance still happens: rounding in the pixels between saves).
  static let clamp = 2.5
  /// Frequencies (of the first `BlockCoefficients.frequencies`) that must
  /// show a first compression for a map to be drawn.
  static let minimumFrequencies = 2

  /// One frequency's table of log ratios by |value| (index 0 unused: a zero
  /// says little), and its expected value under each model.
  struct Model {
    let frequency: Int
    let ratios: [Double]
    let twice: Double
    let once: Double
  }

  /// The map of `histograms`' blocks, or nil when too few frequencies show a
  /// first compression to tell twice from once.
  static func make(_ histograms: DCTHistograms) -> DoubleCompressionMap? {
    let blocks = histograms.blocks
    guard blocks.columns > 0, blocks.rows > 0 else { return nil }
    let models = (0..<min(blocks.frequencies, histograms.positions.count)).compactMap { model(histograms, $0) }
    guard models.count >= minimumFrequencies else { return nil }
    let cellSide = max(2, (max(blocks.columns, blocks.rows) + maxSide - 1) / maxSide)
    let columns = (blocks.columns + cellSide - 1) / cellSide
    let rows = (blocks.rows + cellSide - 1) / cellSide
    // One flat table of log ratios by frequency and |value| (0 beyond the
    // fitted bins, and for a zero), so the pass over the blocks is a lookup.
    let frequencies = models.map(\.frequency)
    var table = [Double](repeating: 0, count: models.count * 128)
    var spoke = [Int](repeating: 0, count: models.count * 128)
    for (m, model) in models.enumerated() {
      for value in 1..<min(128, model.ratios.count) {
        table[m * 128 + value] = model.ratios[value]
        spoke[m * 128 + value] = 1
      }
    }
    var evidence = [Double](repeating: 0, count: columns * rows)
    var observations = [Int](repeating: 0, count: columns * rows)
    let stride = blocks.frequencies
    evidence.withUnsafeMutableBufferPointer { evidence in
      observations.withUnsafeMutableBufferPointer { observations in
        table.withUnsafeBufferPointer { table in
          spoke.withUnsafeBufferPointer { spoke in
            blocks.values.withUnsafeBufferPointer { values in
              for (m, frequency) in frequencies.enumerated() {
                let ratios = UnsafeBufferPointer(rebasing: table[(m * 128)..<(m * 128 + 128)])
                let counted = UnsafeBufferPointer(rebasing: spoke[(m * 128)..<(m * 128 + 128)])
                for row in 0..<blocks.rows {
                  let cellRow = (row / cellSide) * columns
                  var at = row * blocks.columns * stride + frequency
                  for column in 0..<blocks.columns {
                    let value = Int(values[at].magnitude)
                    evidence[cellRow + column / cellSide] += ratios[value]
                    observations[cellRow + column / cellSide] += counted[value]
                    at += stride
                  }
                }
              }
            }
          }
        }
      }
    }
    let twice = models.map(\.twice).reduce(0, +) / Double(models.count)
    let once = models.map(\.once).reduce(0, +) / Double(models.count)
    return DoubleCompressionMap(
      columns: columns, rows: rows, cellSide: cellSide, evidence: evidence, observations: observations,
      twiceLevel: twice, onceLevel: once)
  }

  /// The log-ratio table of frequency `f` (index into the measured
  /// positions), when its histogram shows a first compression.
  static func model(_ histograms: DCTHistograms, _ f: Int) -> Model? {
    let position = histograms.positions[f]
    let q2 = Int(histograms.table[position])
    guard q2 >= 1 else { return nil }
    let histogram = histograms.folded(f)
    guard DoubleQuantization.estimate(histogram, q2: q2, position: position) != nil else { return nil }
    var last = 1
    for k in 1..<histogram.count where histogram[k] >= 20 { last = k }
    let ks = Array(1...min(last, 30))
    guard let smooth = DoubleQuantization.smooth(histogram, ks) else { return nil }
    let observedTotal = ks.map { histogram[$0] }.reduce(0, +)
    let smoothTotal = smooth.reduce(0, +)
    guard observedTotal > 0, smoothTotal > 0 else { return nil }
    let twiceP = ks.map { histogram[$0] / observedTotal }
    let onceP = smooth.map { $0 / smoothTotal }
    let raw = zip(twiceP, onceP).map { twice, once in
      min(clamp, max(-clamp, log(max(twice, 1e-6) / max(once, 1e-6))))
    }
    let twice = zip(twiceP, raw).map { $0 * $1 }.reduce(0, +)
    let once = zip(onceP, raw).map { $0 * $1 }.reduce(0, +)
    // Centred on the midpoint, so that a cell's sign says which model it
    // leans to whatever the mix of frequencies that spoke in it.
    let middle = (twice + once) / 2
    return Model(frequency: f, ratios: [0] + raw.map { $0 - middle }, twice: twice - middle, once: once - middle)
  }
}
