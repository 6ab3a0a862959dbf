/// Connected sets of marked cells on a grid of cells (row by row), for the
/// region finders (`CompressionRegionFinder`, `ForeignGridFinder`).
enum TileComponents {
  /// The size and bounding box (x0, y0, x1, y1) of the largest 4-connected
  /// set of marked cells.
  static func largest(_ marked: [Bool], columns: Int, rows: Int) -> (Int, (Int, Int, Int, Int)) {
    let (cells, box) = largestCells(marked, columns: columns, rows: rows)
    return (cells.count, box)
  }

  /// The cells (row by row indices) and bounding box of the largest
  /// 4-connected set of marked cells.
  static func largestCells(_ marked: [Bool], columns: Int, rows: Int) -> ([Int], (Int, Int, Int, Int)) {
    var seen = [Bool](repeating: false, count: marked.count)
    var best: ([Int], (Int, Int, Int, Int)) = ([], (0, 0, 0, 0))
    var stack: [Int] = []
    for start in marked.indices where marked[start] && !seen[start] {
      seen[start] = true
      stack.append(start)
      var cells: [Int] = []
      var box = (columns, rows, 0, 0)
      while let at = stack.popLast() {
        cells.append(at)
        let (x, y) = (at % columns, at / columns)
        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < columns && ny < rows && marked[ny * columns + nx]
          && !seen[ny * columns + nx]
        {
          seen[ny * columns + nx] = true
          stack.append(ny * columns + nx)
        }
      }
      if cells.count > best.0.count { best = (cells, box) }
    }
    return best
  }
}
