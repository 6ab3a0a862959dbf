/// The crop window found at 128 pixels is off by up to a pixel there, three
/// at the compared pictures' 384: half of one of the 48 blocks, enough for
/// edges and texture to differ in a band of blocks and read as a changed
/// region (measured on eight corpus photos cropped 70%: five such false
/// regions before this step, issue 30). The window is moved a pixel at a
/// time at the decoded size until no move lowers the blocks' mean
/// difference (coordinate descent; at most `steps` moves of 8 tries each).
extension CropSearch {
  static let steps = 24

  /// `window` (fractions of `image`) moved to where the copy's blocks
  /// (`copyCells`, `PictureComparer.side` a side) fit best; `aspect` is the
  /// copy's width over its height.
  static func refine(_ image: Grey, copyCells: [Double], aspect: Double, window: PictureRectangle)
    -> PictureRectangle
  {
    let (width, height) = (image.width, image.height)
    func cost(_ x: Int, _ y: Int, _ w: Int) -> Double? {
      let h = Int((Double(w) / aspect).rounded())
      guard x >= 0, y >= 0, w >= 8, h >= 8, x + w <= width, y + h <= height else { return nil }
      let cells = ThumbnailComparer.resample(crop(image, x: x, y: y, width: w, height: h), side: PictureComparer.side)
      return PictureComparer.blockDifferences(cells, copyCells).map { $0.reduce(0, +) }
    }
    var (x, y, w) = (
      Int((window.x * Double(width)).rounded()), Int((window.y * Double(height)).rounded()),
      Int((window.width * Double(width)).rounded())
    )
    w = min(w, width)
    x = min(max(0, x), width - w)
    y = max(0, y)
    guard var best = cost(x, y, w) else { return window }
    let moves = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1), (-1, -1, 2), (1, 1, -2)]
    for _ in 0..<steps {
      var moved = false
      for (dx, dy, dw) in moves {
        guard let candidate = cost(x + dx, y + dy, w + dw), candidate < best else { continue }
        (x, y, w, best, moved) = (x + dx, y + dy, w + dw, candidate, true)
      }
      guard moved else { break }
    }
    let h = Int((Double(w) / aspect).rounded())
    return PictureRectangle(
      x: Double(x) / Double(width), y: Double(y) / Double(height), width: Double(w) / Double(width),
      height: Double(h) / Double(height))
  }
}
