/// Finds where a copy sits in its original when the copy was cropped and/or
/// mirrored as well as resized (issue 30): the original, turned and mirrored
/// each of the eight ways, is searched at 64 pixels a side for the window,
/// of every size from 30% to 100% of its width (in steps of 5%), whose normalised cross-
/// correlation with the copy is highest; the best is refined at 128 pixels.
/// Template matching by normalised cross-correlation (Lewis, "Fast
/// normalized cross-correlation", Vision Interface 1995), with window sums
/// from summed-area tables so each position costs one pass over the
/// template.
///
/// Bounded: at most 8 × 15 window sizes × 64² positions over a template of
/// at most 64 × 64 pixels, whatever the pictures' sizes.
enum CropSearch {
  typealias Grey = ThumbnailComparer.Grey

  struct Match {
    /// Clockwise quarter turns, then a left-right mirror, that bring the
    /// original to the copy's orientation.
    let quarterTurns: Int
    let mirrored: Bool
    /// The window in the turned and mirrored original, in its fractions.
    let window: PictureRectangle
    /// Its correlation with the copy, -1 to 1.
    let fit: Double
  }

  /// Under this correlation, no window is the copy. Fine texture and the
  /// copy's re-encoding keep the right window of a real crop near 0.9 at
  /// 128 pixels (0.89 for a halved crop re-encoded at quality 80), but a
  /// piece pasted into the crop lowers the whole window's correlation (0.78
  /// for a 60% crop of a 12-megapixel night scene with a sixth of each side
  /// pasted: 0.8 here made it `unrelated`). So the bar is the whole
  /// picture's (`PictureComparer.otherSimilarity`), and the comparer
  /// decides, block by block, whether the window is the copy.
  static let minimumFit = PictureComparer.otherSimilarity
  static let coarseSide = 64
  static let fineSide = 128

  static func find(original: Grey, copy: Grey) -> Match? {
    var best: Match?
    for variant in 0..<8 {
      let (turns, mirrored) = (variant % 4, variant >= 4)
      let turned = orient(original, quarterTurns: turns, mirrored: mirrored)
      guard let match = search(turned, copy, side: coarseSide, around: nil), match.fit > best?.fit ?? -2 else {
        continue
      }
      best = Match(quarterTurns: turns, mirrored: mirrored, window: match.window, fit: match.fit)
    }
    guard let coarse = best, coarse.fit >= minimumFit else { return nil }
    let turned = orient(original, quarterTurns: coarse.quarterTurns, mirrored: coarse.mirrored)
    let fine = search(turned, copy, side: fineSide, around: coarse.window) ?? (coarse.window, coarse.fit)
    guard fine.fit >= minimumFit else { return nil }
    return Match(quarterTurns: coarse.quarterTurns, mirrored: coarse.mirrored, window: fine.window, fit: fine.fit)
  }

  /// `image` turned clockwise by quarter turns, then mirrored left to right.
  static func orient(_ image: Grey, quarterTurns: Int, mirrored: Bool) -> Grey {
    let turned = ThumbnailComparer.rotate(image, quarterTurns: quarterTurns)
    guard mirrored else { return turned }
    var pixels = turned.pixels
    for y in 0..<turned.height {
      pixels[(y * turned.width)..<((y + 1) * turned.width)].reverse()
    }
    return Grey(width: turned.width, height: turned.height, pixels: pixels)
  }

  /// The best window of `original` (scaled to `side` pixels on its long
  /// edge) for `copy`; near `around` only, when given.
  private static func search(_ original: Grey, _ copy: Grey, side: Int, around: PictureRectangle?)
    -> (window: PictureRectangle, fit: Double)?
  {
    let scale = Double(side) / Double(max(original.width, original.height))
    let (width, height) = (max(8, Int(Double(original.width) * scale)), max(8, Int(Double(original.height) * scale)))
    let image = resize(original, width: width, height: height)
    let table = SummedArea(image)
    let aspect = Double(copy.width) / Double(copy.height)
    var best: (window: PictureRectangle, fit: Double)?
    var widths = Array(stride(from: 0.3, through: 1.0001, by: 0.05)).map { Int(($0 * Double(width)).rounded()) }
    if let around { widths = Array(Set((-4...4).map { Int((around.width * Double(width)).rounded()) + $0 })) }
    for templateWidth in Set(widths) where templateWidth >= 8 && templateWidth <= width {
      let templateHeight = Int((Double(templateWidth) / aspect).rounded())
      guard templateHeight >= 8, templateHeight <= height else { continue }
      let template = resize(copy, width: templateWidth, height: templateHeight)
      let count = Double(templateWidth * templateHeight)
      let mean = template.pixels.reduce(0.0) { $0 + Double($1) } / count
      let centred = template.pixels.map { Double($0) - mean }
      let spread = centred.reduce(0.0) { $0 + $1 * $1 }
      guard spread > 0 else { continue }
      var xs = 0...(width - templateWidth)
      var ys = 0...(height - templateHeight)
      if let around {
        let (cx, cy) = (Int(around.x * Double(width)), Int(around.y * Double(height)))
        xs = max(0, min(xs.upperBound, cx - 3))...max(0, min(xs.upperBound, cx + 3))
        ys = max(0, min(ys.upperBound, cy - 3))...max(0, min(ys.upperBound, cy + 3))
      }
      for y in ys {
        for x in xs {
          let (sum, squares) = table.sums(x: x, y: y, width: templateWidth, height: templateHeight)
          let variance = squares - sum * sum / count
          guard variance > 0 else { continue }
          var cross = 0.0
          for row in 0..<templateHeight {
            let base = (y + row) * width + x
            let templateBase = row * templateWidth
            for column in 0..<templateWidth {
              cross += centred[templateBase + column] * Double(image.pixels[base + column])
            }
          }
          let fit = cross / (variance * spread).squareRoot()
          guard fit > best?.fit ?? -2 else { continue }
          best = (
            PictureRectangle(
              x: Double(x) / Double(width), y: Double(y) / Double(height),
              width: Double(templateWidth) / Double(width), height: Double(templateHeight) / Double(height)),
            fit
          )
        }
      }
    }
    return best
  }

  /// `image` resampled to `width` × `height` by area averaging.
  static func resize(_ image: Grey, width: Int, height: Int) -> Grey {
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let (y0, y1) = (y * image.height / height, max(y * image.height / height + 1, (y + 1) * image.height / height))
      for x in 0..<width {
        let (x0, x1) = (x * image.width / width, max(x * image.width / width + 1, (x + 1) * image.width / width))
        var sum = 0
        for sy in y0..<min(y1, image.height) { for sx in x0..<min(x1, image.width) { sum += Int(image[sx, sy]) } }
        pixels[y * width + x] = UInt8(sum / max(1, (min(y1, image.height) - y0) * (min(x1, image.width) - x0)))
      }
    }
    return Grey(width: width, height: height, pixels: pixels)
  }

  /// The part of `image` inside `window` (fractions).
  static func crop(_ image: Grey, to window: PictureRectangle) -> Grey {
    let x0 = min(image.width - 1, max(0, Int((window.x * Double(image.width)).rounded())))
    let y0 = min(image.height - 1, max(0, Int((window.y * Double(image.height)).rounded())))
    let x1 = max(x0 + 1, min(image.width, Int(((window.x + window.width) * Double(image.width)).rounded())))
    let y1 = max(y0 + 1, min(image.height, Int(((window.y + window.height) * Double(image.height)).rounded())))
    return crop(image, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The `width` × `height` pixels of `image` from (`x`, `y`), all inside it.
  static func crop(_ image: Grey, x: Int, y: Int, width: Int, height: Int) -> Grey {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height)
    for row in y..<(y + height) { pixels += image.pixels[(row * image.width + x)..<(row * image.width + x + width)] }
    return Grey(width: width, height: height, pixels: pixels)
  }
}
