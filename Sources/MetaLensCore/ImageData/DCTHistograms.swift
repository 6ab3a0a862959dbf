/// How often each quantized value occurs at the low-frequency DCT positions
/// of the luma component: the record a JPEG's image data keeps of how it was
/// compressed, read without decoding a pixel.
public struct DCTHistograms: Sendable, Hashable {
  /// The luma quantization table, natural order.
  public let table: [UInt16]
  /// Natural-order index of each measured position (zigzag 1, 2, 3…).
  public let positions: [Int]
  /// `counts[f][v + range]`: blocks whose quantized value at position `f` is v.
  public let counts: [[UInt32]]
  public let range: Int
  public let blocksRead: Int
  public let blocksTotal: Int
  /// The picture from the luma DC coefficients (one pixel per block or
  /// fewer), grey, as stored: the thumbnail comparison's picture.
  let dcWidth: Int
  let dcHeight: Int
  let dcPixels: [UInt8]
  /// Each luma block's first AC coefficients, for the double-compression map.
  let blocks: BlockCoefficients
  /// The shifted-grid map, for a region carrying another grid.
  let shifts: ShiftedGridScores
  /// The luma picture at 1/4 scale, when the reader was asked to keep it
  /// (`metalens compare`).
  var quarter: QuarterScalePicture? = nil

  /// |v| folded: how many blocks hold ±k at position `f`, for k in 0...range.
  func folded(_ frequency: Int) -> [Double] {
    let row = counts[frequency]
    return (0...range).map { k in k == 0 ? Double(row[range]) : Double(row[range + k]) + Double(row[range - k]) }
  }
}
