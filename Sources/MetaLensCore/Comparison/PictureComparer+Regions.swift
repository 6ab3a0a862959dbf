extension PictureComparer {
  /// The places whose difference stands out, strongest first: every 6 × 6
  /// window of blocks over the threshold marks its blocks, and each group
  /// of touching marked blocks is one region (the bounding rectangle of its
  /// blocks that stand out by themselves, its strongest window's strength),
  /// so that one pasted patch is one region.
  static func regions(_ difference: [Double], median: Double, floor: RegionFloor, side: Int = side)
    -> [ComparedRegion]
  {
    let typical = max(median, 0.02)

    var strength = [Double](repeating: 0, count: side * side)
    for (x, y, mean) in windowMeans(difference, side: side)
    where mean >= regionFactor * typical && mean >= floor.window(x: x, y: y, size: window, side: side) {
      for dy in 0..<window {
        for dx in 0..<window { strength[(y + dy) * side + x + dx] = max(strength[(y + dy) * side + x + dx], mean) }
      }
    }
    var seen = [Bool](repeating: false, count: side * side)
    var found: [ComparedRegion] = []
    for start in strength.indices where strength[start] > 0 && !seen[start] {
      var stack = [start]
      seen[start] = true
      var (left, top, right, bottom, strongest) = (side, side, 0, 0, 0.0)
      var marked: [Int] = []
      while let cell = stack.popLast() {
        marked.append(cell)
        let (x, y) = (cell % side, cell / side)
        (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1))
        strongest = max(strongest, strength[cell])
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < side && ny < side && strength[ny * side + nx] > 0 && !seen[ny * side + nx] {
          seen[ny * side + nx] = true
          stack.append(ny * side + nx)
        }
      }
      // The marked area is the changed blocks grown by up to a window less
      // one block on each side; its blocks that stand out by themselves
      // (and differ by at least `ownShare` of the strongest window's mean)
      // give the rectangle (a quarter-side patch: 12 blocks, not 22).
      let own = max(regionFactor * typical, ownShare * strongest)
      let members = marked.filter { difference[$0] >= max(own, floor.cell($0)) }
      if !members.isEmpty {
        left = members.map { $0 % side }.min() ?? left
        right = (members.map { $0 % side }.max() ?? right - 1) + 1
        top = members.map { $0 / side }.min() ?? top
        bottom = (members.map { $0 / side }.max() ?? bottom - 1) + 1
      }
      let unit = 1.0 / Double(side)
      found.append(
        ComparedRegion(
          x: Double(left) * unit, y: Double(top) * unit, width: Double(right - left) * unit,
          height: Double(bottom - top) * unit, strength: strongest / typical))
    }
    return Array(found.sorted { $0.strength > $1.strength }.prefix(8))
  }

  /// Every `window` × `window` window of `difference` (`side` blocks a
  /// side) with its top-left block and its mean, row by row: what a region
  /// is marked from, and what the tests measure the floors against.
  static func windowMeans(_ difference: [Double], side: Int) -> [(x: Int, y: Int, mean: Double)] {
    guard side >= window, difference.count >= side * side else { return [] }
    var means: [(x: Int, y: Int, mean: Double)] = []
    means.reserveCapacity((side - window + 1) * (side - window + 1))
    for y in 0...(side - window) {
      for x in 0...(side - window) {
        var sum = 0.0
        for dy in 0..<window { for dx in 0..<window { sum += difference[(y + dy) * side + x + dx] } }
        means.append((x, y, sum / Double(window * window)))
      }
    }
    return means
  }
}
