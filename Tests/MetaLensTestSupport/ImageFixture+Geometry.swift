/// Geometry on a decoded fixture's pixels (`ImageFixture.decoding`), for
/// copies as a messenger or an editor makes them: halved, turned, mirrored,
/// cropped, resized.
extension ImageFixture {
  private var channels: Int { grayscale ? 1 : 3 }

  private func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> {
    let start = (y * width + x) * channels
    return (pixels ?? [])[start..<start + channels]
  }

  /// Every pixel of the result taken from `source(x, y)` of this picture;
  /// written into one preallocated array, so that a corpus photo of
  /// several megapixels is turned or cropped in a debug build's second.
  private func remapped(width: Int, height: Int, _ source: (Int, Int) -> (Int, Int)) -> ImageFixture {
    var result = self
    result.width = width
    result.height = height
    result.clone = nil
    let input = pixels ?? []
    var output = [UInt8](repeating: 0, count: width * height * channels)
    for y in 0..<height {
      for x in 0..<width {
        let (sx, sy) = source(x, y)
        let (from, to) = ((sy * self.width + sx) * channels, (y * width + x) * channels)
        for channel in 0..<channels { output[to + channel] = input[from + channel] }
      }
    }
    result.pixels = output
    return result
  }

  /// Resized so that its long side is `longSide` pixels, each pixel the
  /// mean of the source pixels it covers (a box filter, as messengers'
  /// area-averaging resizers do; one pass per direction).
  public func resized(longSide: Int) -> ImageFixture {
    let scale = Double(longSide) / Double(max(width, height))
    let (newWidth, newHeight) = (
      max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded()))
    )
    let input = pixels ?? []
    // Horizontal pass: width → newWidth, in sums of `Int`.
    func span(_ index: Int, _ from: Int, _ to: Int) -> Range<Int> {
      let start = index * from / to
      return start..<max(start + 1, (index + 1) * from / to)
    }
    var rows = [Int](repeating: 0, count: newWidth * height * channels)
    for y in 0..<height {
      for x in 0..<newWidth {
        let columns = span(x, width, newWidth)
        for channel in 0..<channels {
          var sum = 0
          for sx in columns { sum += Int(input[(y * width + sx) * channels + channel]) }
          rows[(y * newWidth + x) * channels + channel] = sum / columns.count
        }
      }
    }
    var output = [UInt8](repeating: 0, count: newWidth * newHeight * channels)
    for y in 0..<newHeight {
      let lines = span(y, height, newHeight)
      for x in 0..<newWidth {
        for channel in 0..<channels {
          var sum = 0
          for sy in lines { sum += rows[(sy * newWidth + x) * channels + channel] }
          output[(y * newWidth + x) * channels + channel] = UInt8(clamping: sum / lines.count)
        }
      }
    }
    var result = self
    result.width = newWidth
    result.height = newHeight
    result.clone = nil
    result.pixels = output
    return result
  }

  /// Half the width and height (every other pixel).
  public func halved() -> ImageFixture {
    remapped(width: width / 2, height: height / 2) { ($0 * 2, $1 * 2) }
  }

  /// Turned a quarter clockwise.
  public func turnedClockwise() -> ImageFixture {
    remapped(width: height, height: width) { x, y in (y, height - 1 - x) }
  }

  /// Mirrored left to right.
  public func mirrored() -> ImageFixture {
    remapped(width: width, height: height) { x, y in (width - 1 - x, y) }
  }

  /// The rectangle from (`x`, `y`), as an editor's crop keeps it.
  public func cropped(x left: Int, y top: Int, width: Int, height: Int) -> ImageFixture {
    remapped(width: width, height: height) { x, y in (left + x, top + y) }
  }

  /// This picture with `other` (of the same height) to its right.
  public func besideRight(_ other: ImageFixture) -> ImageFixture {
    var result = self
    result.width = width + other.width
    result.clone = nil
    result.pixels = (0..<height).flatMap { y in
      (0..<width).flatMap { Array(pixel($0, y)) } + (0..<other.width).flatMap { Array(other.pixel($0, y)) }
    }
    return result
  }
}
