/// Summed-area tables of a grey picture's values and squares (Crow,
/// SIGGRAPH 1984): the sum over any rectangle in four lookups, for the crop
/// search's window statistics.
struct SummedArea {
  private let width: Int
  private let sums: [Double]
  private let squares: [Double]

  init(_ image: ThumbnailComparer.Grey) {
    width = image.width + 1
    var sums = [Double](repeating: 0, count: (image.width + 1) * (image.height + 1))
    var squares = sums
    for y in 0..<image.height {
      var (row, rowSquares) = (0.0, 0.0)
      for x in 0..<image.width {
        let value = Double(image[x, y])
        row += value
        rowSquares += value * value
        sums[(y + 1) * width + x + 1] = sums[y * width + x + 1] + row
        squares[(y + 1) * width + x + 1] = squares[y * width + x + 1] + rowSquares
      }
    }
    self.sums = sums
    self.squares = squares
  }

  /// The sum of the values and of their squares over the rectangle.
  func sums(x: Int, y: Int, width w: Int, height h: Int) -> (sum: Double, squares: Double) {
    func total(_ table: [Double]) -> Double {
      table[(y + h) * width + x + w] - table[y * width + x + w] - table[(y + h) * width + x] + table[y * width + x]
    }
    return (total(sums), total(squares))
  }
}
