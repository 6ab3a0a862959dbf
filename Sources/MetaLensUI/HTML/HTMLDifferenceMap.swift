import MetaLensCore

/// The comparer's per-block difference as an inline SVG over the copy's
/// frame: one rectangle per run of blocks at the same level in a row, red
/// whose opacity rises in eighths to full at twice the region threshold
/// (`DifferenceMap.threshold`), so a region's blocks read at half red or
/// more and the re-encoding's noise stays near white. Deterministic (fixed
/// levels, integer coordinates in blocks) and small: at most 48 × 48
/// rectangles, usually a few hundred.
struct HTMLDifferenceMap {
  let map: DifferenceMap
  /// The copy's frame on the page.
  let size: (width: Int, height: Int)

  static let levels = 8

  /// The level of a block, 0 (not drawn) to `levels`.
  func level(_ difference: Double) -> Int {
    guard map.threshold > 0, difference.isFinite else { return 0 }
    return min(Self.levels, max(0, Int((difference / (2 * map.threshold) * Double(Self.levels)).rounded())))
  }

  func render() -> String {
    let side = map.side
    var shapes: [String] = []
    for row in 0..<side where map.cells.count >= (row + 1) * side {
      var column = 0
      while column < side {
        let value = level(map.cells[row * side + column])
        var end = column + 1
        while end < side && level(map.cells[row * side + end]) == value { end += 1 }
        if value > 0 {
          let opacity = PictureTransform.number(Double(value) / Double(Self.levels))
          shapes.append(
            "<rect x=\"\(column)\" y=\"\(row)\" width=\"\(end - column)\" height=\"1\" fill-opacity=\"\(opacity)\"/>")
        }
        column = end
      }
    }
    return "<svg class=\"aligned\" viewBox=\"0 0 \(side) \(side)\" preserveAspectRatio=\"none\" "
      + "width=\"\(size.width)\" height=\"\(size.height)\" aria-hidden=\"true\">"
      + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><g fill=\"#cf222e\">" + shapes.joined()
      + "</g></svg>"
  }
}
