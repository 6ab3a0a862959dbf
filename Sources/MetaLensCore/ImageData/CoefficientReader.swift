private import CJPEGShim

/// Reads a JPEG's quantized DCT coefficients through libjpeg into histograms,
/// in the shim, which longjmps on damaged data. libjpeg decodes at 1/4 scale
/// and the shim counts each luma block on its way to the IDCT, so a
/// single-scan file streams through one row of blocks at a time (about 2 MiB
/// for a 12-megapixel photo, where `jpeg_read_coefficients` would hold 36 MiB).
///
/// Bounded: files over `maxBytes` (checked by `ImageDataAnalyzer` before it
/// reads the file) are not read, and libjpeg decodes under
/// `JPEGDecodeLimits.analysis` (pixels, scans, working memory: progressive
/// JPEGs hold 3 bytes per pixel of coefficients in 4:2:0), which the
/// analyser also checks on the header before it calls this.
struct CoefficientReader {
  static let maxBytes = 128 << 20

  /// The histograms of a whole JPEG held in memory.
  func read(bytes: [UInt8]) -> (DCTHistograms?, ReadingNotice?) {
    var out = metalens_jpeg_coefficients()
    var cLimits = JPEGDecodeLimits.analysis.shim
    let ok = bytes.withUnsafeBufferPointer { buffer in
      metalens_jpeg_read_coefficients(buffer.baseAddress, buffer.count, &cLimits, &out)
    }
    defer { metalens_jpeg_coefficients_free(&out) }
    if ok == 2 {
      let message = withUnsafeBytes(of: out.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      return (nil, ReadingNotice(ImageDataNotice.notAnalysed(reason: message)))
    }
    // Finished with warnings, or stopped at the one that says the data ran
    // out (`stop_at_warning`).
    if out.warning_count > 0, ok == 1 || out.stopped_at_warning != 0 {
      return (nil, ReadingNotice(ImageDataNotice.damaged))
    }
    guard ok == 1, out.blocks_read > 0 else {
      let message = withUnsafeBytes(of: out.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      return (nil, ReadingNotice(ImageDataNotice.unreadable(message: message)))
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
    let perBlock = Int(METALENS_DCT_BLOCK_FREQUENCIES)
    let kept = Int(out.block_columns) * Int(out.block_rows) * perBlock
    let blocks =
      out.blocks.map { pointer in
        BlockCoefficients(
          columns: Int(out.block_columns), rows: Int(out.block_rows), step: Int(max(1, out.block_step)),
          frequencies: perBlock, values: Array(UnsafeBufferPointer(start: pointer, count: kept)))
      } ?? .empty
    let histograms = DCTHistograms(
      table: table, positions: positions, counts: counts, range: range, blocksRead: out.blocks_read,
      blocksTotal: out.blocks_total, dcWidth: dcWidth, dcHeight: dcHeight, dcPixels: dc, blocks: blocks)
    return (histograms, nil)
  }
}
