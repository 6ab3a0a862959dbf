extension ForeignGridFinder {
  /// The largest region standing out at the picture's foreign column and
  /// row, before the strength test. A piece laid on this grid along one
  /// axis (its edges at column or row 0) is not looked for: one axis alone
  /// marked regions on camera originals (fine texture, a camera's own
  /// sharpening).
  func strongest() -> ForeignGridRegion? {
    let (columns, rows) = (profile.columns, profile.rows)
    guard columns > 0, rows > 0, let column = Self.offset(excess(axis: 0, radius: Self.voteRadius)),
      let row = Self.offset(excess(axis: 1, radius: Self.voteRadius))
    else { return nil }
    let across = excess(axis: 0, radius: Self.scoreRadius)
    let down = excess(axis: 1, radius: Self.scoreRadius)
    let scores: [Float?] = zip(across, down).map { across, down in
      guard let across, let down else { return nil }
      return (across[column - 1] + down[row - 1]) / 2
    }
    let judged = scores.compactMap { $0 }.sorted()
    guard judged.count >= Self.minimumJudged else { return nil }
    let background = judged.count % 2 == 1
      ? judged[judged.count / 2] : (judged[judged.count / 2 - 1] + judged[judged.count / 2]) / 2
    let marked = scores.map { ($0 ?? 0) > Self.regionThreshold }
    let (members, box) = TileComponents.largestCells(marked, columns: columns, rows: rows)
    let tiles = members.count
    let permille = tiles * 1000 / (columns * rows)
    let (x0, y0, x1, y1) = box
    let (boxWidth, boxHeight) = (x1 - x0 + 1, y1 - y0 + 1)
    guard tiles >= Self.minimumTiles, permille >= Self.minimumPermille, tiles * 3 >= boxWidth * boxHeight,
      tiles * 2 <= judged.count, boxWidth <= Self.maximumElongation * boxHeight,
      boxHeight <= Self.maximumElongation * boxWidth
    else { return nil }
    let inside = members.map { scores[$0] ?? 0 }.reduce(0, +)
    func share(_ tile: Int, _ of: Int) -> Int { min(1000, tile * 1000 / of) }
    return ForeignGridRegion(
      x: share(x0, columns), y: share(y0, rows), width: share(x1 + 1, columns) - share(x0, columns),
      height: share(y1 + 1, rows) - share(y0, rows), permille: permille, column: column, row: row,
      strength: max(0, Int((100 * (inside / Float(tiles) - background)).rounded())))
  }
}
