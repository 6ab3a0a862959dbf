/// The first AC coefficients of each luma block, where it sits in the
/// picture: what the double-compression map reads block by block. The shim
/// keeps one signed byte per coefficient (8 MiB at most: past a million
/// blocks it keeps every `step`-th block row and column), so a 12-megapixel
/// photo costs 1.5 MB here.
struct BlockCoefficients: Sendable, Hashable {
  /// Kept blocks across and down.
  let columns: Int
  let rows: Int
  /// Every `step`-th block of the picture's rows and columns is kept.
  let step: Int
  /// Coefficients per block: the first AC positions in zigzag order, the
  /// same as `DCTHistograms.positions.prefix(frequencies)`.
  let frequencies: Int
  /// `values[(row * columns + column) * frequencies + f]`, clamped to ±127.
  let values: [Int8]

  static let empty = BlockCoefficients(columns: 0, rows: 0, step: 1, frequencies: 0, values: [])
}
