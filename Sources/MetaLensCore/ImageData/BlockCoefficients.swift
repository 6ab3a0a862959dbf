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

  /// The bytes the shim allocates for `frame`'s kept blocks (as
  /// `metalens_jpeg_read_coefficients` sizes them: the first component's
  /// blocks, at most a million, eight bytes each, and the shifted-grid
  /// map's scores), asked of the shared coefficient allowance with
  /// libjpeg's own need.
  static func need(of frame: JPEGFrame) -> Int {
    let maxH = frame.components.map(\.horizontalSampling).max() ?? 1
    let maxV = frame.components.map(\.verticalSampling).max() ?? 1
    guard let luma = frame.components.first, maxH > 0, maxV > 0, frame.width > 0, frame.height > 0 else { return 0 }
    let columns = (frame.width * luma.horizontalSampling + 8 * maxH - 1) / (8 * maxH)
    let rows = (frame.height * luma.verticalSampling + 8 * maxV - 1) / (8 * maxV)
    var step = 1
    while ((columns + step - 1) / step) * ((rows + step - 1) / step) > 1 << 20 { step += 1 }
    let (kept, keptRows) = ((columns + step - 1) / step, (rows + step - 1) / step)
    return kept * keptRows * 8 + ShiftedGridScores.need(blockColumns: columns, blockRows: rows)
  }
}
