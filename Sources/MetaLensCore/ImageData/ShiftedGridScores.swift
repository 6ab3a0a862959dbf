/// How periodic the DC values are on each of the 63 grids shifted off the
/// picture's own, per tile of 4 × 4 blocks (`shifted_grid.c`): a
/// piece of another JPEG laid off this grid keeps its own grid's DC values
/// near multiples of its DC step, which shows on its grid only (Bianchi &
/// Piva 2012, IEEE TIFS 7(3), section IV). Drawn for pictures of up to a
/// million blocks (64 megapixels); 252 bytes a tile.
struct ShiftedGridScores: Sendable, Hashable {
  /// Tiles across and down.
  let columns: Int
  let rows: Int
  /// `scores[(row * columns + column) * 63 + shift - 1]`, shift = row
  /// offset × 8 + column offset; 0–1, or -1 for a tile without blocks.
  let scores: [Float]

  static let shifts = 63
  static let tile = 4
  static let empty = ShiftedGridScores(columns: 0, rows: 0, scores: [])

  /// The bytes the shim allocates for a picture of `columns` × `rows`
  /// blocks, asked of the shared coefficient allowance: the scores, and
  /// the quarter-scale picture made beside the full-scale decode (2 × 2
  /// pixels a block, so that the DC picture is the one a quarter-scale
  /// decode gives). Its running state besides, eight rows of window sums, a
  /// row of tiles and 32 rows handed to the second thread, is about 1.2 MB
  /// for a picture 8,000 pixels wide.
  static func need(blockColumns: Int, blockRows: Int) -> Int {
    guard blockColumns * blockRows <= 1 << 20 else { return 0 }
    let scores = ((blockColumns + tile - 1) / tile) * ((blockRows + tile - 1) / tile) * shifts * 4
    return scores + blockColumns * blockRows * 4
  }
}
