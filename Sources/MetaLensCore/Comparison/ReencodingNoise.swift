/// How far a cell of the copy can be from the picture it was encoded from
/// by the copy's own JPEG compression alone (issue 30: "model the copy's
/// own compression so that re-encoding noise is not a change").
///
/// The copy's luma quantization table says it. Uniform quantization with a
/// step q (ITU-T T.81 A.3.4: Sq = round(S / Q)) leaves an error of at most
/// q/2 and RMS q/√12 in each coefficient; the 8 × 8 DCT of T.81 A.3.3 is
/// orthonormal, so the block's pixel errors carry the same energy
/// (Parseval): a block's RMS pixel error is at most √(Σ q_k² / 12) / 8
/// (AC coefficients are mostly small, Laplacian: Lam & Goodman 2000; one
/// quantized to zero errs by less than q/√12).
/// A cell's mean is the mean of the blocks it covers; the mean of a block's
/// error is at most its RMS, and blocks are quantized independently, so a
/// cell of B blocks errs by at most that RMS over √B. An upper bound, and a
/// loose one: a block wholly inside a cell adds only its DC error (step
/// q_0/8 in its mean). Measured on the corpus matrix (FujiFilm FinePixS5500
/// sent at 1600 pixels), the median cell difference rose from 0.0097 at
/// quality 75 to 0.046 at 10 where the bound allows an RMS of 0.074 and
/// 0.47, so a floor from it never finds re-encoding noise a change. The decoder's rounding to 8 bits averages away too. The
/// original's own compression is in both pictures (the copy was made from
/// its decoded pixels) and is not a difference.
struct ReencodingNoise: Sendable, Hashable {
  /// A block's RMS pixel error, in grey levels: √(Σ q_k² / 12) / 8.
  let pixelError: Double
  /// The copy's declared width and height, whose cells the error averages over.
  let width: Int
  let height: Int

  /// The model for a JPEG copy, from the table its first (luma) component
  /// uses; nil for a copy without JPEG tables (HEIC, AVIF), which keeps the
  /// comparer's fixed floor.
  init?(copy: Inspection) {
    guard let jpeg = copy.metadata.jpeg, let frame = jpeg.frame, frame.width > 0, frame.height > 0,
      !jpeg.quantizationTables.isEmpty
    else { return nil }
    let slot = frame.components.first?.quantizationTable ?? 0
    guard let table = jpeg.quantizationTables.first(where: { $0.index == slot }) ?? jpeg.quantizationTables.first,
      table.values.count == 64
    else { return nil }
    self.init(luma: table.values, width: frame.width, height: frame.height)
  }

  init(luma: [UInt16], width: Int, height: Int) {
    let energy = luma.reduce(0.0) { $0 + Double($1) * Double($1) / 12 }
    pixelError = energy.squareRoot() / 8
    self.width = width
    self.height = height
  }

  /// The 8 × 8 blocks of the copy under one of `side` × `side` cells.
  func blocksPerCell(side: Int) -> Double {
    max(1, Double(width) / Double(side) * Double(height) / Double(side) / 64)
  }

  /// The RMS error of a cell's mean, in grey levels.
  func cellError(side: Int) -> Double {
    pixelError / blocksPerCell(side: side).squareRoot()
  }

  /// The RMS error of a cell's mean in the comparer's unit, the standard
  /// deviation of the copy's cells (`cells`, grey levels); nil for a flat copy.
  func cellError(side: Int, cells: [Double]) -> Double? {
    guard cells.count > 1 else { return nil }
    let mean = cells.reduce(0, +) / Double(cells.count)
    let deviation = (cells.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(cells.count)).squareRoot()
    guard deviation > 1e-9 else { return nil }
    return cellError(side: side) / deviation
  }
}
