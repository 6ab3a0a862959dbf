#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Traces of a second JPEG compression in the quantized DCT coefficients.
///
/// A coefficient quantized with step q1, dequantized and quantized again
/// with step q2 can only land on the bins k = round(m·q1/q2): some bins
/// receive two first-pass values, some one, some none, with a period of
/// q1/gcd(q1, q2). The histogram of a singly compressed image is smooth (a
/// Laplacian), so this periodic pattern, divided out of a fitted smooth
/// curve, is the sign (Popescu & Farid 2004, "Statistical tools for digital
/// forensics", section 3.2). The step of the first compression is the q1
/// whose predicted pattern fits best (after Lukáš & Fridrich 2003,
/// "Estimation of primary quantization matrix in double compressed JPEG
/// images").
///
/// It cannot see a second save with the same tables, or one whose steps are
/// multiples of the first's (the pattern is then flat), and heavy
/// downscaling or filtering between the saves erases the pattern.
struct DoubleQuantization {
  /// One position's fit.
  struct Estimate: Sendable, Hashable {
    let position: Int
    let secondStep: Int
    let firstStep: Int
    let fit: Double
  }

  /// Least correlation between the observed and the predicted pattern.
  static let minimumFit = 0.8
  /// Least number of nonzero coefficients for a position to be judged.
  static let minimumSamples = 2000.0
  /// Positions that must agree for the file to count as double compressed.
  static let minimumPositions = 3

  /// The positions whose histogram fits a first step other than the
  /// current one.
  static func estimates(_ histograms: DCTHistograms) -> [Estimate] {
    histograms.positions.indices.compactMap { frequency in
      let position = histograms.positions[frequency]
      let q2 = Int(histograms.table[position])
      guard q2 >= 1 else { return nil }
      return estimate(histograms.folded(frequency), q2: q2, position: position)
    }
  }

  static func estimate(_ histogram: [Double], q2: Int, position: Int) -> Estimate? {
    guard histogram.dropFirst().reduce(0, +) >= minimumSamples else { return nil }
    // Bins 1...K with enough mass to read a pattern.
    var last = 1
    for k in 1..<histogram.count where histogram[k] >= 20 { last = k }
    guard last >= 6 else { return nil }
    let ks = Array(1...min(last, 30))
    guard let residual = residual(histogram, ks) else { return nil }
    var best: Estimate?
    for q1 in 1...40 where q1 != q2 {
      let pattern = ks.map { Double(multiplicity(k: $0, q1: q1, q2: q2)) }
      guard let fit = correlation(residual, pattern) else { continue }
      if fit > (best?.fit ?? -1) { best = Estimate(position: position, secondStep: q2, firstStep: q1, fit: fit) }
    }
    return best.flatMap { $0.fit >= minimumFit ? $0 : nil }
  }

  /// Observed counts divided by a fitted decaying exponential (the smooth
  /// histogram of a single compression).
  static func residual(_ histogram: [Double], _ ks: [Int]) -> [Double]? {
    smooth(histogram, ks).map { fitted in zip(ks, fitted).map { histogram[$0] / $1 } }
  }

  /// The decaying exponential fitted to the nonzero bins `ks` (least squares
  /// on the logarithm), at each of `ks`.
  static func smooth(_ histogram: [Double], _ ks: [Int]) -> [Double]? {
    let points = ks.filter { histogram[$0] > 0 }.map { (Double($0), (histogram[$0]).logValue) }
    guard points.count >= 4 else { return nil }
    let n = Double(points.count)
    let meanX = points.map(\.0).reduce(0, +) / n
    let meanY = points.map(\.1).reduce(0, +) / n
    let sxx = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    let sxy = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
    guard sxx > 0 else { return nil }
    let slope = sxy / sxx
    let intercept = meanY - slope * meanX
    return ks.map { (intercept + slope * Double($0)).expValue }
  }

  /// How many first-pass values m ≥ 0 land on bin k: round(m·q1/q2) == k.
  static func multiplicity(k: Int, q1: Int, q2: Int) -> Int {
    // m·q1/q2 within [k - 0.5, k + 0.5): m in [(k - 0.5)·q2/q1, (k + 0.5)·q2/q1).
    let low = (Double(k) - 0.5) * Double(q2) / Double(q1)
    let high = (Double(k) + 0.5) * Double(q2) / Double(q1)
    let first = Int(low.rounded(.up))
    let end = Int(high.rounded(.up))
    return max(0, end - max(first, 0))
  }

  /// Pearson correlation, or nil when either side is flat.
  static func correlation(_ a: [Double], _ b: [Double]) -> Double? {
    let n = Double(a.count)
    let meanA = a.reduce(0, +) / n
    let meanB = b.reduce(0, +) / n
    var sab = 0.0
    var saa = 0.0
    var sbb = 0.0
    for (x, y) in zip(a, b) {
      sab += (x - meanA) * (y - meanB)
      saa += (x - meanA) * (x - meanA)
      sbb += (y - meanB) * (y - meanB)
    }
    guard saa > 0, sbb > 0 else { return nil }
    return sab / (saa * sbb).squareRoot()
  }
}

extension Double {
  fileprivate var logValue: Double { log(self) }
  fileprivate var expValue: Double { exp(self) }
}
