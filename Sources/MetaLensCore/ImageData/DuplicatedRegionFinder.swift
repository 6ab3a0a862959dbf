/// Checks each candidate shift (`CopyMoveCandidates`) pixel by pixel: the
/// picture is compared with itself moved by the shift, refined to a quarter
/// pixel (a copy rarely lands on the small picture's grid), and the largest
/// connected textured area where the two agree is the copied region.
/// A texture that repeats (a gradient, a fence, a line of letters) agrees
/// with itself at half, a third or twice the shift too; a copy agrees at its
/// own shift only, so a match that also holds there is not counted.
struct DuplicatedRegionFinder {
  let width: Int
  let height: Int
  let pixels: [Float]
  /// Each pixel's local standard deviation (8 × 8 window).
  let texture: [Float]

  static let side = 8
  /// Mean difference (grey levels, 8 × 8 window) under which two places agree.
  static let agreement: Float = 2.5
  /// Local standard deviation over which a place is textured.
  static let minimumTexture: Float = 6
  /// Agreeing places at a candidate's whole-pixel shift worth refining.
  static let promising = 2

  init(picture: [UInt8], width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = picture.map(Float.init)
    let means = Self.boxMeans(pixels, width: width, height: height)
    let squares = Self.boxMeans(pixels.map { $0 * $0 }, width: width, height: height)
    texture = zip(means, squares).map { max(0, $1 - $0 * $0).squareRoot() }
  }

  /// The largest copied region, when one is large enough to count.
  func find() -> DuplicatedRegion? { strongest().flatMap { $0.counts ? $0 : nil } }

  /// The largest region that agrees with another place, counted or not
  /// (only candidates that agree in at least `minimumPixels / 2` places).
  func strongest() -> DuplicatedRegion? {
    var best: (area: Int, box: (Int, Int, Int, Int), shift: (Double, Double))?
    for candidate in CopyMoveCandidates.shifts(pixels, width: width, height: height) {
      // A candidate that agrees almost nowhere at its whole-pixel shift is
      // dropped before the finer steps (most candidates of a photo without
      // a copy: the search costs one comparison each).
      var shift = (Double(candidate.dy), Double(candidate.dx))
      var mask = matches(shift)
      var agreeing = mask.count(where: { $0 })
      guard agreeing >= Self.promising else { continue }
      for step in [1.0, 0.5, 0.25] {
        // The centre of each 3 × 3 is the shift already compared: its
        // places are reused, not compared again.
        let scored = [-step, 0, step].flatMap { a in
          [-step, 0, step].map { b -> (shift: (Double, Double), mask: [Bool], agreeing: Int) in
            if a == 0 && b == 0 { return (shift, mask, agreeing) }
            let tried = matches((shift.0 + a, shift.1 + b))
            return ((shift.0 + a, shift.1 + b), tried, tried.count(where: { $0 }))
          }
        }
        if let top = scored.max(by: { $0.agreeing < $1.agreeing }) { (shift, mask, agreeing) = top }
        if agreeing < DuplicatedRegion.minimumPixels / 2 { break }
      }
      guard agreeing >= DuplicatedRegion.minimumPixels / 2 else { continue }
      let region = largestComponent(mask)
      guard region.area > best?.area ?? 0 else { continue }
      let repeats = [0.5, 1 / 3, 2].map { largestComponent(matches((shift.0 * $0, shift.1 * $0))).area }.max() ?? 0
      if Double(repeats) < 0.3 * Double(region.area) { best = (region.area, region.box, shift) }
    }
    guard let best else { return nil }
    let permille = best.area * 1000 / (width * height)
    let (x0, y0, x1, y1) = best.box
    func percent(_ value: Double, _ of: Int) -> Int { Int((value * 100 / Double(of)).rounded()) }
    return DuplicatedRegion(
      x: percent(Double(x0), width), y: percent(Double(y0), height), width: percent(Double(x1 - x0 + 1), width),
      height: percent(Double(y1 - y0 + 1), height), shiftX: percent(best.shift.1, width),
      shiftY: percent(best.shift.0, height), pixels: best.area, permille: permille)
  }

  /// The textured places that agree with the place `shift` (dy, dx) away.
  func matches(_ shift: (Double, Double)) -> [Bool] {
    var difference = [Float](repeating: 255, count: pixels.count)
    var valid = [Bool](repeating: false, count: pixels.count)
    let (fy, fx) = (shift.0 - shift.0.rounded(.down), shift.1 - shift.1.rounded(.down))
    let (iy, ix) = (Int(shift.0.rounded(.down)), Int(shift.1.rounded(.down)))
    let (wy, wx) = (Float(fy), Float(fx))
    for y in 0..<height where y + iy >= 0 && Double(y) + shift.0 <= Double(height - 1) {
      let (y0, y1) = (y + iy, min(y + iy + 1, height - 1))
      for x in 0..<width where x + ix >= 0 && Double(x) + shift.1 <= Double(width - 1) {
        let (x0, x1) = (x + ix, min(x + ix + 1, width - 1))
        let top = pixels[y0 * width + x0] * (1 - wx) + pixels[y0 * width + x1] * wx
        let bottom = pixels[y1 * width + x0] * (1 - wx) + pixels[y1 * width + x1] * wx
        difference[y * width + x] = abs(pixels[y * width + x] - (top * (1 - wy) + bottom * wy))
        valid[y * width + x] = true
      }
    }
    let mean = Self.boxMeans(difference, width: width, height: height)
    return pixels.indices.map { valid[$0] && mean[$0] < Self.agreement && texture[$0] > Self.minimumTexture }
  }

  /// The area and bounding box (x0, y0, x1, y1) of the largest 4-connected
  /// set of true places.
  func largestComponent(_ mask: [Bool]) -> (area: Int, box: (Int, Int, Int, Int)) {
    var seen = [Bool](repeating: false, count: mask.count)
    var best: (area: Int, box: (Int, Int, Int, Int)) = (0, (0, 0, 0, 0))
    var stack: [Int] = []
    for start in mask.indices where mask[start] && !seen[start] {
      seen[start] = true
      stack.append(start)
      var area = 0
      var box = (width, height, 0, 0)
      while let at = stack.popLast() {
        area += 1
        let (x, y) = (at % width, at / width)
        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] && !seen[ny * width + nx] {
          seen[ny * width + nx] = true
          stack.append(ny * width + nx)
        }
      }
      if area > best.area { best = (area, box) }
    }
    return best
  }

  /// The mean of each pixel's `side` × `side` window (cut at the edges),
  /// from a summed-area table.
  static func boxMeans(_ values: [Float], width: Int, height: Int) -> [Float] {
    var sums = [Double](repeating: 0, count: (width + 1) * (height + 1))
    for y in 0..<height {
      var row = 0.0
      for x in 0..<width {
        row += Double(values[y * width + x])
        sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
      }
    }
    var means = [Float](repeating: 0, count: values.count)
    for y in 0..<height {
      let (y0, y1) = (max(0, y - side / 2), min(height, y + side / 2))
      for x in 0..<width {
        let (x0, x1) = (max(0, x - side / 2), min(width, x + side / 2))
        let sum =
          sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0]
          + sums[y0 * (width + 1) + x0]
        means[y * width + x] = Float(sum / Double((y1 - y0) * (x1 - x0)))
      }
    }
    return means
  }
}
