/// Makes a `ThumbnailComparison` from the file's bytes and its thumbnail's.
enum ThumbnailComparer {
  static let side = 24
  static let decodeSize = 192

  /// The comparison of the thumbnail with the small picture the coefficient
  /// pass made (about one pixel per 8 x 8 block, at most 192 a side).
  static func compare(histograms: DCTHistograms, thumbnail: [UInt8]) -> ThumbnailComparison? {
    let main = Grey(width: histograms.dcWidth, height: histograms.dcHeight, pixels: histograms.dcPixels)
    guard main.pixels.count == main.width * main.height, var small = grey(thumbnail) else { return nil }
    small = cropBars(small)
    guard small.width >= 8, small.height >= 8, main.width >= 8, main.height >= 8 else { return nil }
    let thumbnailAspect = Double(small.width) / Double(small.height)
    let thumbnailCells = resample(small)
    var best: (fit: Double, region: ThumbnailRegion?)?
    for turns in [0, 1, 2, 3] {
      let turned = rotate(main, quarterTurns: turns)
      let aspect = Double(turned.width) / Double(turned.height)
      guard abs(aspect - thumbnailAspect) / aspect <= 0.08 else { continue }
      let cells = resample(turned)
      guard let fit = correlation(cells, thumbnailCells), fit > best?.fit ?? -2 else { continue }
      best = (fit, ThumbnailRegion.largest(picture: cells, thumbnail: thumbnailCells, side: side, quarterTurns: turns))
    }
    return ThumbnailComparison(
      similarity: best?.fit, thumbnailAspect: thumbnailAspect,
      pictureAspect: Double(main.width) / Double(main.height), region: best?.region)
  }

  struct Grey {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }
  }

  /// `jpeg` decoded to grey at most `size` pixels a side (libjpeg's DCT
  /// scaling), under `limits`.
  static func grey(_ jpeg: [UInt8], limits: JPEGDecodeLimits = .thumbnail, size: Int = decodeSize) -> Grey? {
    LibJPEG.grey(jpeg, limits: limits, size: size)
  }

  /// The thumbnail without the near-black bars at its edges (at most a
  /// quarter from each side).
  static func cropBars(_ image: Grey) -> Grey {
    func rowDark(_ y: Int) -> Bool { (0..<image.width).allSatisfy { image[$0, y] < 24 } }
    func columnDark(_ x: Int) -> Bool { (0..<image.height).allSatisfy { image[x, $0] < 24 } }
    var top = 0
    var bottom = image.height
    var left = 0
    var right = image.width
    while top < image.height / 4, rowDark(top) { top += 1 }
    while bottom > image.height * 3 / 4, rowDark(bottom - 1) { bottom -= 1 }
    while left < image.width / 4, columnDark(left) { left += 1 }
    while right > image.width * 3 / 4, columnDark(right - 1) { right -= 1 }
    var pixels: [UInt8] = []
    pixels.reserveCapacity((bottom - top) * (right - left))
    for y in top..<bottom { for x in left..<right { pixels.append(image[x, y]) } }
    return Grey(width: right - left, height: bottom - top, pixels: pixels)
  }

  static func rotate(_ image: Grey, quarterTurns: Int) -> Grey {
    guard quarterTurns % 4 != 0 else { return image }
    if quarterTurns == 2 { return Grey(width: image.width, height: image.height, pixels: image.pixels.reversed()) }
    var pixels = [UInt8](repeating: 0, count: image.pixels.count)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (nx, ny) = quarterTurns == 1 ? (image.height - 1 - y, x) : (y, image.width - 1 - x)
        pixels[ny * image.height + nx] = image[x, y]
      }
    }
    return Grey(width: image.height, height: image.width, pixels: pixels)
  }

  /// `side` × `side` block averages.
  static func resample(_ image: Grey, side: Int = side) -> [Double] {
    (0..<side * side).map { index in
      let (bx, by) = (index % side, index / side)
      let x0 = bx * image.width / side
      let x1 = max(x0 + 1, (bx + 1) * image.width / side)
      let y0 = by * image.height / side
      let y1 = max(y0 + 1, (by + 1) * image.height / side)
      var sum = 0
      for y in y0..<min(y1, image.height) { for x in x0..<min(x1, image.width) { sum += Int(image[x, y]) } }
      return Double(sum) / Double(max(1, (min(y1, image.height) - y0) * (min(x1, image.width) - x0)))
    }
  }

  static func correlation(_ a: [Double], _ b: [Double]) -> Double? {
    DoubleQuantization.correlation(a, b)
  }
}
