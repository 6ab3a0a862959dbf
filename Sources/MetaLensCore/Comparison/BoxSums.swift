/// A picture averaged down as its pieces arrive (a HEIF grid's tiles,
/// `HEIFTiledPicture`): each output pixel the mean of a `factor` × `factor`
/// box, the boxes cut as `HEIFPictureDecoder.shrink` cuts them (the factor
/// rounded up so that the picture fits in `size`, the last partial box
/// dropped), so that a grid decoded tile by tile gives the picture a whole
/// decode would.
struct BoxSums {
  let factor: Int
  let width: Int
  let height: Int
  private var sums: [Int]

  /// Boxes for a `pictureWidth` × `pictureHeight` picture at most `size`
  /// a side.
  init(width pictureWidth: Int, height pictureHeight: Int, size: Int) {
    factor = max(1, (max(pictureWidth, pictureHeight) + size - 1) / max(size, 1))
    (width, height) = (max(1, pictureWidth / factor), max(1, pictureHeight / factor))
    sums = [Int](repeating: 0, count: width * height)
  }

  /// Adds the `width` × `height` piece at `origin` (rows `stride` apart);
  /// what falls outside the boxes is left out.
  mutating func add(
    _ plane: UnsafeBufferPointer<UInt8>, width pieceWidth: Int, height pieceHeight: Int, stride: Int,
    at origin: (x: Int, y: Int)
  ) {
    let columns = max(0, min(pieceWidth, width * factor - origin.x))
    let rows = max(0, min(pieceHeight, height * factor - origin.y))
    guard columns > 0, rows > 0, origin.x >= 0, origin.y >= 0 else { return }
    for row in 0..<rows {
      let line = (origin.y + row) / factor * width
      let base = row * stride
      for column in 0..<columns {
        sums[line + (origin.x + column) / factor] += Int(plane[base + column])
      }
    }
  }

  /// The averaged picture.
  func picture() -> ThumbnailComparer.Grey {
    let area = factor * factor
    return ThumbnailComparer.Grey(width: width, height: height, pixels: sums.map { UInt8(min(255, $0 / area)) })
  }
}
