/// A JPEG's luma picture at 1/4 scale, as the coefficient pass decodes it
/// anyway (libjpeg's own 1/4-scale IDCT, `metalens_jpeg_read_coefficients`),
/// kept when `metalens compare` asks for it
/// (`InspectionOptions.keepsQuarterScale`) so that the comparison's small
/// pictures are drawn from it rather than from two more decodes of each
/// file. Two 12-megapixel JPEGs compared spent about 190 of their 400 ms in
/// those four Huffman decodes (djpeg at 1/8 scale: 60 ms for the S7 Edge
/// original, 33 for its q85 copy); see `docs/BENCHMARKS.md`.
///
/// `scaled(atMost:)` draws what `metalens_jpeg_grey` would (libjpeg's DCT
/// scaling, then every `step`-th pixel), the 1/8 scale as each 2 × 2 of
/// these pixels averaged: libjpeg's 1/8-scale IDCT is the block's DC, the
/// mean of its 2 × 2 at 1/4 scale but for rounding. The grey is the luma
/// itself, where `metalens_jpeg_grey` weighs the RGB it converted back
/// (299, 587, 114 thousandths): the two differ by a level or two, and by
/// more only where a saturated colour clips in RGB.
struct QuarterScalePicture: Sendable, Hashable {
  /// The JPEG's declared size, which chooses the scale as libjpeg would.
  let imageWidth: Int
  let imageHeight: Int
  /// The picture's size: the image's divided by 4, rounded up.
  let width: Int
  let height: Int
  /// The pixels held: `rows` of `stride`, at least the picture's size. With
  /// the shifted-grid map the shim keeps whole blocks, the last partial
  /// block's padding too, so that its 2 × 2 average to the block's DC as
  /// the 1/8-scale decode's last column and row do (averaged over the
  /// picture alone, a textured edge was 19 levels off).
  let stride: Int
  let rows: Int
  let pixels: [UInt8]

  /// The grey picture at most `size` pixels a side that `metalens_jpeg_grey`
  /// makes, when its DCT scale is 1/4 or 1/8; nil when it decodes at a
  /// larger scale (a picture of at most twice `size` a side), which this
  /// picture cannot give, or when the picture is not whole.
  func scaled(atMost size: Int) -> ThumbnailComparer.Grey? {
    guard width > 0, height > 0, stride >= width, rows >= height, pixels.count == stride * rows, size >= 8
    else { return nil }
    // The first of 1/1, 1/2, 1/4, 1/8 within `size` a side, as the shim
    // chooses it (1/8 when none is).
    let denominator = [1, 2, 4, 8].first { imageWidth / $0 <= size && imageHeight / $0 <= size } ?? 8
    guard denominator >= 4 else { return nil }
    let scaled = denominator == 4 ? quarter() : halved()
    let step = max(1, (max(scaled.width, scaled.height) + size - 1) / size)
    guard step > 1 else { return scaled }
    let (keptWidth, keptHeight) = ((scaled.width + step - 1) / step, (scaled.height + step - 1) / step)
    var kept = [UInt8](repeating: 0, count: keptWidth * keptHeight)
    for y in 0..<keptHeight {
      for x in 0..<keptWidth { kept[y * keptWidth + x] = scaled[x * step, y * step] }
    }
    return ThumbnailComparer.Grey(width: keptWidth, height: keptHeight, pixels: kept)
  }

  /// The picture at 1/4 scale, without the padding (columns past the
  /// width, rows past the height: a picture whose height is 1 to 4 rows
  /// past a multiple of 8 has a row more held than shown).
  private func quarter() -> ThumbnailComparer.Grey {
    guard stride > width || rows > height else {
      return ThumbnailComparer.Grey(width: width, height: height, pixels: pixels)
    }
    var picture = [UInt8]()
    picture.reserveCapacity(width * height)
    for y in 0..<height { picture += pixels[y * stride..<y * stride + width] }
    return ThumbnailComparer.Grey(width: width, height: height, pixels: picture)
  }

  /// The 1/8-scale picture: each 2 × 2 averaged, rounded; where the pixels
  /// held end inside a pair (no padding kept), the last row or column
  /// counted twice.
  private func halved() -> ThumbnailComparer.Grey {
    let (halfWidth, halfHeight) = ((width + 1) / 2, (height + 1) / 2)
    var half = [UInt8](repeating: 0, count: halfWidth * halfHeight)
    for y in 0..<halfHeight {
      let (top, bottom) = (2 * y * stride, min(2 * y + 1, rows - 1) * stride)
      for x in 0..<halfWidth {
        let (left, right) = (2 * x, min(2 * x + 1, stride - 1))
        let sum =
          Int(pixels[top + left]) + Int(pixels[top + right]) + Int(pixels[bottom + left])
          + Int(pixels[bottom + right])
        half[y * halfWidth + x] = UInt8((sum + 2) / 4)
      }
    }
    return ThumbnailComparer.Grey(width: halfWidth, height: halfHeight, pixels: half)
  }
}
