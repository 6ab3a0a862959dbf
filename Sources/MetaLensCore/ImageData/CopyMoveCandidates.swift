#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shifts worth checking for a copied region: every overlapping 16 × 16
/// block of the picture is described by its four lowest DCT coefficients,
/// the blocks are sorted by them, and each block votes for the shift to the
/// similar blocks next to it in that order (Fridrich, Soukal & Lukáš 2003,
/// with low-frequency features as Popescu & Farid 2004 use them, robust to
/// the re-compression and resampling a copy goes through). Flat and smooth
/// blocks (sky, walls, gradients) do not vote: they match everywhere.
struct CopyMoveCandidates {
  static let block = 16
  /// A block's texture (standard deviation left after its mean and
  /// gradient) under which it does not vote, in grey levels.
  static let minimumTexture: Float = 3
  /// How many neighbours in sorted order a block is compared with.
  static let window = 6

  struct Shift: Hashable, Comparable {
    let dy: Int
    let dx: Int
    static func < (a: Shift, b: Shift) -> Bool { (a.dy, a.dx) < (b.dy, b.dx) }
  }

  /// Up to `count` shifts with the most votes, at least 3 pixels apart.
  static func shifts(_ picture: [Float], width: Int, height: Int, count: Int = 4) -> [Shift] {
    let b = block
    guard width >= 2 * b, height >= 2 * b else { return [] }
    let (columns, rows) = (width - b + 1, height - b + 1)
    let basis = (0..<2).map { u in
      (0..<b).map { i in
        u == 0
          ? (1 / Float(b)).squareRoot()
          : (2 / Float(b)).squareRoot() * Float(cos(Double.pi * Double(2 * i + 1) / Double(2 * b)))
      }
    }
    // Row pass: each row's 16-pixel sums against both basis vectors, and of squares.
    var rowSums = [[Float]](repeating: [Float](repeating: 0, count: columns * height), count: 3)
    for y in 0..<height {
      for x in 0..<columns {
        var (s0, s1, squares): (Float, Float, Float) = (0, 0, 0)
        for j in 0..<b {
          let value = picture[y * width + x + j]
          s0 += basis[0][j] * value
          s1 += basis[1][j] * value
          squares += value * value
        }
        rowSums[0][y * columns + x] = s0
        rowSums[1][y * columns + x] = s1
        rowSums[2][y * columns + x] = squares
      }
    }
    // Column pass: features (F00, F01, F10, F11) and texture of each block.
    var features: [(index: Int, f: SIMD4<Float>)] = []
    features.reserveCapacity(rows * columns)
    for y in 0..<rows {
      for x in 0..<columns {
        var f = SIMD4<Float>(repeating: 0)
        var squares: Float = 0
        for i in 0..<b {
          let at = (y + i) * columns + x
          f +=
            SIMD4(basis[0][i], basis[0][i], basis[1][i], basis[1][i])
            * SIMD4(
              rowSums[0][at], rowSums[1][at], rowSums[0][at], rowSums[1][at])
          squares += rowSums[2][at]
        }
        // Parseval: the energy left after the mean (F00) and the gradient (F01, F10).
        let residual = squares - f[0] * f[0] - f[1] * f[1] - f[2] * f[2]
        if residual / Float(b * b) >= minimumTexture * minimumTexture { features.append((y * columns + x, f)) }
      }
    }
    features.sort { a, c in
      for k in 0..<4 where a.f[k] != c.f[k] { return a.f[k] < c.f[k] }
      return a.index < c.index
    }
    let minimumShift = max(b, max(width, height) / 8)
    var votes: [Shift: Int] = [:]
    for (n, a) in features.enumerated() {
      for c in features[(n + 1)..<min(features.count, n + 1 + window)] {
        let difference = a.f - c.f
        let distance = (difference * difference).sum().squareRoot()
        let ac = (a.f * a.f).sum() - a.f[0] * a.f[0]
        guard distance < max(16, 0.15 * ac.squareRoot()) else { continue }
        var (dy, dx) = (c.index / columns - a.index / columns, c.index % columns - a.index % columns)
        guard max(abs(dy), abs(dx)) >= minimumShift else { continue }
        if dy < 0 || (dy == 0 && dx < 0) { (dy, dx) = (-dy, -dx) }
        votes[Shift(dy: dy, dx: dx), default: 0] += 1
      }
    }
    var chosen: [Shift] = []
    for (shift, _) in votes.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(50)
    where !chosen.contains(where: { abs($0.dy - shift.dy) <= 2 && abs($0.dx - shift.dx) <= 2 }) {
      chosen.append(shift)
      if chosen.count == count { break }
    }
    return chosen
  }
}
