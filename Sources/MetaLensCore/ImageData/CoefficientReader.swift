private import CJPEGShim

/// Reads a JPEG's DCT coefficients through libjpeg (`jpeg_read_coefficients`:
/// entropy decoding only) into histograms, in the shim, which longjmps on
/// damaged data. Bounded: files over `maxBytes` or images over `maxPixels`
/// are skipped with a reading notice; past `maxBlocks` luma blocks, rows
/// spread over the image are counted.
struct CoefficientReader {
  static let maxBytes = 128 << 20
  static let maxPixels = 200_000_000
  static let maxBlocks = 400_000

  func read(_ source: some RandomAccessBytes) throws(MetaLensError) -> (DCTHistograms?, ReadingNotice?) {
    guard source.size <= Int64(Self.maxBytes) else {
      return (
        nil,
        ReadingNotice(
          .imageDataSkipped, "the JPEG is larger than \(Self.maxBytes >> 20) MiB; its image data is not analysed")
      )
    }
    return read(bytes: try source.read(at: 0, count: Int(source.size)))
  }

  /// The histograms of a whole JPEG held in memory.
  func read(bytes: [UInt8]) -> (DCTHistograms?, ReadingNotice?) {
    var out = metalens_jpeg_coefficients()
    let ok = bytes.withUnsafeBufferPointer { buffer in
      metalens_jpeg_read_coefficients(buffer.baseAddress, buffer.count, Self.maxBlocks, Self.maxPixels, &out)
    }
    if ok == 1, out.warning_count > 0 {
      return (nil, ReadingNotice(.imageDataUnreadable, "the image data is damaged or cut short; it is not analysed"))
    }
    guard ok == 1, out.blocks_read > 0 else {
      let message = withUnsafeBytes(of: out.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      return (nil, ReadingNotice(.imageDataUnreadable, "the image data could not be analysed: \(message)"))
    }
    let range = Int(METALENS_DCT_HISTOGRAM_RANGE)
    let bins = 2 * range + 1
    let frequencies = Int(METALENS_DCT_FREQUENCIES)
    let table = withUnsafeBytes(of: out.table) { Array($0.bindMemory(to: UInt16.self)) }
    let positions = withUnsafeBytes(of: out.positions) { Array($0.bindMemory(to: Int32.self)).map(Int.init) }
    let flat = withUnsafeBytes(of: out.counts) { Array($0.bindMemory(to: UInt32.self)) }
    let counts = (0..<frequencies).map { Array(flat[$0 * bins..<($0 + 1) * bins]) }
    let dcWidth = Int(out.dc_width)
    let dcHeight = Int(out.dc_height)
    let dc = withUnsafePointer(to: &out) { pointer in
      metalens_jpeg_coefficients_dc(pointer).map { Array(UnsafeBufferPointer(start: $0, count: dcWidth * dcHeight)) }
        ?? []
    }
    let histograms = DCTHistograms(
      table: table, positions: positions, counts: counts, range: range, blocksRead: out.blocks_read,
      blocksTotal: out.blocks_total, dcWidth: dcWidth, dcHeight: dcHeight, dcPixels: dc)
    return (histograms, nil)
  }
}
