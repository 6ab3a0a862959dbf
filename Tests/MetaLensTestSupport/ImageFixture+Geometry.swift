/// Geometry on a decoded fixture's pixels (`ImageFixture.decoding`), for
/// copies as a messenger or an editor makes them: halved, turned, mirrored,
/// cropped.
extension ImageFixture {
  private var channels: Int { grayscale ? 1 : 3 }

  private func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> {
    let start = (y * width + x) * channels
    return (pixels ?? [])[start..<start + channels]
  }

  private func remapped(width: Int, height: Int, _ source: (Int, Int) -> (Int, Int)) -> ImageFixture {
    var result = self
    result.width = width
    result.height = height
    result.clone = nil
    result.pixels = (0..<height).flatMap { y in
      (0..<width).flatMap { x in Array(pixel(source(x, y).0, source(x, y).1)) }
    }
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
