import Testing

@testable import MetaLensCore

/// The box averages a HEIF picture is shrunk with, whole or tile by tile.
@Suite("Box averages")
struct BoxSumsTests {
  @Test("a side shorter than the box makes one pixel of what it has, reading nothing past the plane")
  func thinPicture() {
    // 100 × 1 at most 10 a side: boxes of 10, one row of 10 pixels, each
    // the mean of its 10 (a box of 10 × 10 would read 9 rows that are not
    // there).
    let plane = (0..<100).map { UInt8($0) }
    var sums = BoxSums(width: 100, height: 1, size: 10)
    plane.withUnsafeBufferPointer { sums.add($0, width: 100, height: 1, stride: 100, at: (0, 0)) }
    let picture = sums.picture()
    #expect((picture.width, picture.height) == (10, 1))
    let means: [UInt8] = (0..<10).map { (cell: Int) -> UInt8 in UInt8(cell * 10 + 4) }
    #expect(picture.pixels == means)
  }

  @Test("pieces added one by one give the picture added whole, the far partial boxes dropped or the near ones skipped")
  func piecesAsWhole() {
    let (width, height) = (30, 20)
    let plane = (0..<width * height).map { UInt8(($0 * 7) % 251) }
    for reversed in [(false, false), (true, false), (false, true), (true, true)] {
      var whole = BoxSums(width: width, height: height, size: 4, reversed: reversed)
      plane.withUnsafeBufferPointer { whole.add($0, width: width, height: height, stride: width, at: (0, 0)) }
      var pieces = BoxSums(width: width, height: height, size: 4, reversed: reversed)
      for (x, y) in [(0, 0), (16, 0), (0, 8), (16, 8), (0, 16), (16, 16)] {
        let (pieceWidth, pieceHeight) = (min(16, width - x), min(8, height - y))
        var piece: [UInt8] = []
        for row in 0..<pieceHeight {
          let start: Int = (y + row) * width + x
          piece += plane[start..<start + pieceWidth]
        }
        piece.withUnsafeBufferPointer {
          pieces.add($0, width: pieceWidth, height: pieceHeight, stride: pieceWidth, at: (x, y))
        }
      }
      #expect(pieces.picture().pixels == whole.picture().pixels, "\(reversed)")
      // Boxes of 8: 30 × 20 leaves 6 columns and 4 rows over.
      #expect((whole.picture().width, whole.picture().height) == (3, 2))
      #expect(whole.skip.x == (reversed.0 ? 6 : 0) && whole.skip.y == (reversed.1 ? 4 : 0))
    }
  }
}
