/// A picture averaged down as its pieces arrive (a HEIF grid's tiles,
/// `HEIFTiledPicture`; a whole decoded plane, `HEIFPictureDecoder.shrink`):
/// each output pixel the mean of a `factor` × `factor` box, the factor
/// rounded up so that the picture fits in `size`, the boxes laid from
/// `skip` and the partial boxes at the far edges dropped, so that a grid
/// decoded tile by tile gives the picture a whole decode would. A side
/// shorter than the factor still makes one pixel, averaged over what it has.
struct BoxSums {
  let factor: Int
  let width: Int
  let height: Int
  /// Pixels left out before the first box on each axis: where a grid is
  /// turned or mirrored after the averaging, the partial boxes a whole
  /// decode drops at its far edges are at this picture's near ones.
  let skip: (x: Int, y: Int)
  private var sums: [Int]
  private var counts: [Int]

  /// Boxes for a `pictureWidth` × `pictureHeight` picture at most `size`
  /// a side; `reversed` says which axes a later turn or mirror reverses.
  init(width pictureWidth: Int, height pictureHeight: Int, size: Int, reversed: (x: Bool, y: Bool) = (false, false)) {
    factor = max(1, (max(pictureWidth, pictureHeight) + size - 1) / max(size, 1))
    (width, height) = (max(1, pictureWidth / factor), max(1, pictureHeight / factor))
    skip = (reversed.x ? pictureWidth % factor : 0, reversed.y ? pictureHeight % factor : 0)
    sums = [Int](repeating: 0, count: width * height)
    counts = [Int](repeating: 0, count: width * height)
  }

  /// Adds the `width` × `height` piece at `origin` (rows `stride` apart);
  /// what falls outside the boxes is left out.
  mutating func add(
    _ plane: UnsafeBufferPointer<UInt8>, width pieceWidth: Int, height pieceHeight: Int, stride: Int,
    at origin: (x: Int, y: Int)
  ) {
    guard origin.x >= 0, origin.y >= 0, pieceWidth > 0, pieceHeight > 0, stride >= pieceWidth,
      plane.count >= (pieceHeight - 1) * stride + pieceWidth
    else { return }
    // The piece's columns and rows inside the boxes.
    let firstColumn = max(0, skip.x - origin.x)
    let endColumn = min(pieceWidth, skip.x + width * factor - origin.x)
    let firstRow = max(0, skip.y - origin.y)
    let endRow = min(pieceHeight, skip.y + height * factor - origin.y)
    guard firstColumn < endColumn, firstRow < endRow else { return }
    for row in firstRow..<endRow {
      let line = (origin.y + row - skip.y) / factor * width
      let base = row * stride
      for column in firstColumn..<endColumn {
        let cell = line + (origin.x + column - skip.x) / factor
        sums[cell] += Int(plane[base + column])
        counts[cell] += 1
      }
    }
  }

  /// The averaged picture; a box nothing fell in is black.
  func picture() -> ThumbnailComparer.Grey {
    let pixels = zip(sums, counts).map { sum, count in UInt8(count > 0 ? min(255, sum / count) : 0) }
    return ThumbnailComparer.Grey(width: width, height: height, pixels: pixels)
  }
}
