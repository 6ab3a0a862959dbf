/// A grey baseline JPEG of any size whose 8 × 8 blocks carry only their
/// mean (DC coefficient, every AC coefficient zero), written by hand: a
/// picture over metalens's 200-megapixel decode limit that a test can make
/// in a second and two megabytes, where libjpeg would need the whole
/// picture's pixels to encode it. Annex K's luminance DC table (T.81
/// Table K.3); the AC table holds end-of-block alone, one bit long; every
/// quantiser is 8, so a block's DC value is its mean less 128 (T.81
/// A.3.1: DC = 8 × mean of the level-shifted samples, divided by 8).
public enum MeanOnlyJPEG {
  /// `means` (`blocksWide` × `blocksHigh`, row by row) as a JPEG of eight
  /// times that many pixels a side.
  public static func encode(means: [UInt8], blocksWide: Int, blocksHigh: Int) -> [UInt8] {
    precondition(means.count == blocksWide * blocksHigh && blocksWide * 8 <= 65_535 && blocksHigh * 8 <= 65_535)
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 8, count: 64)
    let (width, height) = (blocksWide * 8, blocksHigh * 8)
    bytes += [0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF)]
    bytes += [UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00]
    // Table K.3: code lengths 2 (one code), 3 (five), then one each to 9.
    let dcCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0xFF, 0xC4, 0x00, 0x1F, 0x00] + dcCounts + (0...11).map { UInt8($0) }
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00]
    bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
    var writer = BitWriter()
    var previous = 0
    for mean in means {
      let value = Int(mean) - 128
      let difference = value - previous
      previous = value
      let category = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
      let code = dcCodes[category]
      writer.write(code.bits, count: code.length)
      if category > 0 {
        // Negative differences are sent as their value less one (T.81 F.1.2.1).
        let bits = UInt32(truncatingIfNeeded: difference < 0 ? difference - 1 : difference)
        writer.write(bits & ((1 << UInt32(category)) - 1), count: category)
      }
      writer.write(0, count: 1)  // end of block
    }
    bytes += writer.finished()
    return bytes + [0xFF, 0xD9]
  }

  /// Table K.3's codes for categories 0 to 11, as canonical Huffman codes
  /// follow from its code lengths.
  static let dcCodes: [(bits: UInt32, length: Int)] = [
    (0b00, 2), (0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b1110, 4), (0b11110, 5),
    (0b11_1110, 6), (0b111_1110, 7), (0b1111_1110, 8), (0b1_1111_1110, 9),
  ]

  /// Entropy-coded bits, most significant first, with a zero byte stuffed
  /// after every 0xFF (T.81 F.1.2.3) and the last byte padded with ones.
  struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count = 0

    mutating func write(_ bits: UInt32, count length: Int) {
      for shift in stride(from: length - 1, through: 0, by: -1) {
        buffer = buffer << 1 | (bits >> UInt32(shift) & 1)
        count += 1
        if count == 8 { flush() }
      }
    }

    private mutating func flush() {
      let byte = UInt8(buffer & 0xFF)
      bytes.append(byte)
      if byte == 0xFF { bytes.append(0) }
      (buffer, count) = (0, 0)
    }

    mutating func finished() -> [UInt8] {
      while count != 0 { write(1, count: 1) }
      return bytes
    }
  }
}
