/// How strongly each column and row inside the luma blocks steps from the
/// one before it, summed over tiles of blocks: where an earlier save's 8 × 8
/// grid lies off this one, its block edges show at one column (and one row)
/// inside every block of the region that carries it. Measured by the shim
/// from each kept block's pixels as it decodes (`metalens_grid_block`), so
/// the picture is never held; at most 16,384 tiles (1 MiB).
struct BlockGridProfile: Sendable, Hashable {
  /// Tiles across and down, and kept blocks per tile side.
  let columns: Int
  let rows: Int
  let tile: Int
  /// `sums[(row * columns + column) * 16 + k]`: for k in 1...7 the summed
  /// step between columns k - 1 and k inside the tile's blocks, for 8 + k
  /// the same between rows (0 and 8 unused).
  let sums: [Float]
  /// Blocks counted in each tile.
  let blocks: [UInt16]

  static let values = 16
  static let empty = BlockGridProfile(columns: 0, rows: 0, tile: 4, sums: [], blocks: [])

  /// The bytes the shim allocates for a picture of `keptColumns` ×
  /// `keptRows` kept blocks (as `metalens_jpeg_read_coefficients` sizes
  /// them), asked of the shared coefficient allowance.
  static func need(keptColumns: Int, keptRows: Int) -> Int {
    var tile = 4
    while ((keptColumns + tile - 1) / tile) * ((keptRows + tile - 1) / tile) > 16_384 { tile += 1 }
    return ((keptColumns + tile - 1) / tile) * ((keptRows + tile - 1) / tile) * (values * 4 + 2)
  }
}
