private import CJPEGShim

/// The one owner of libjpeg in MetaLensCore: every `metalens_jpeg_*` call of
/// the shim is made here, and only Swift values leave, so the rest of Core
/// never sees a C type (`private import`, as swift-nio owns llhttp; issue 34).
/// The shim exists because libjpeg's error path is `longjmp`, which Swift
/// cannot host (`setjmp` is unavailable in Swift): each call below is one
/// whole libjpeg session in C. Every buffer the shim allocates is released by
/// a `defer` placed right after the call that made it.
enum LibJPEG {
  /// The header of a JPEG (SOI to the first SOS) as libjpeg reads it, its
  /// declared size reported rather than refused
  /// (`metalens_jpeg_read_header`).
  static func header(_ header: ArraySlice<UInt8>) -> LibJPEGHeader {
    var raw = metalens_jpeg_header()
    var limits = metalens_jpeg_limits(
      max_pixels: 0, max_memory: ReadLimits.maxDecoderMemory, max_scans: 0, stop_at_warning: 0)
    let ok = header.withUnsafeBufferPointer { buffer in
      metalens_jpeg_read_header(buffer.baseAddress, buffer.count, &limits, &raw)
    }
    var result = LibJPEGHeader()
    result.warningCount = Int(raw.warning_count)
    if raw.warning_count > 0 {
      result.firstWarning = withUnsafeBytes(of: &raw.first_warning) { TextDecoding.cString($0) }
    }
    if ok != 1 { result.error = withUnsafeBytes(of: &raw.message) { TextDecoding.cString($0) } }
    withUnsafeBytes(of: &raw.tables) { tableBytes in
      let values = tableBytes.bindMemory(to: UInt16.self)
      withUnsafeBytes(of: &raw.table_present) { presentBytes in
        let present = presentBytes.bindMemory(to: Int32.self)
        for index in 0..<Int(METALENS_JPEG_MAX_TABLES) where present[index] != 0 {
          result.tables.append((index, Array(values[(index * 64)..<(index * 64 + 64)])))
        }
      }
    }
    return result
  }

  /// A small JPEG of the picture, upright for EXIF `orientation`, at most
  /// `maxDimension` a side (`metalens_jpeg_preview`: DCT scaling, never a
  /// full-size decode), or libjpeg's reason for not drawing it.
  static func preview(
    _ bytes: [UInt8], limits: JPEGDecodeLimits, maxDimension: Int, orientation: Int, quality: Int
  ) -> Result<(bytes: [UInt8], width: Int, height: Int), LibJPEGFailure> {
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    var cLimits = shim(limits)
    let ok = bytes.withUnsafeBufferPointer { buffer in
      metalens_jpeg_preview(
        buffer.baseAddress, buffer.count, &cLimits, Int32(maxDimension), Int32(orientation), Int32(quality),
        &output, &size, &width, &height, &message)
    }
    defer { metalens_jpeg_free(output) }
    guard ok == 1, let output else {
      return .failure(LibJPEGFailure(message: message.withUnsafeBytes { TextDecoding.cString($0) }))
    }
    return .success((Array(UnsafeBufferPointer(start: output, count: size)), Int(width), Int(height)))
  }

  /// The luma coefficients of the JPEG in `bytes`, counted as libjpeg
  /// entropy-decodes them (`metalens_jpeg_read_coefficients`), with the
  /// quarter-scale luma picture when `keepingQuarter`.
  static func coefficients(_ bytes: [UInt8], limits: JPEGDecodeLimits, keepingQuarter: Bool = false)
    -> LibJPEGCoefficients
  {
    var out = metalens_jpeg_coefficients()
    var cLimits = shim(limits)
    let ok = bytes.withUnsafeBufferPointer { buffer in
      metalens_jpeg_read_coefficients(buffer.baseAddress, buffer.count, &cLimits, keepingQuarter ? 1 : 0, &out)
    }
    defer { metalens_jpeg_coefficients_free(&out) }
    if ok == 2 {
      return .overLimit(withUnsafeBytes(of: out.message) { TextDecoding.cString($0) })
    }
    // Finished with warnings, or stopped at the one that says the data ran
    // out (`stop_at_warning`).
    if out.warning_count > 0, ok == 1 || out.stopped_at_warning != 0 { return .damaged }
    guard ok == 1, out.blocks_read > 0 else {
      return .failed(withUnsafeBytes(of: out.message) { TextDecoding.cString($0) })
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
    let tiles = Int(out.shift_columns) * Int(out.shift_rows)
    let shifts =
      out.shift_scores.map { scores in
        ShiftedGridScores(
          columns: Int(out.shift_columns), rows: Int(out.shift_rows),
          scores: Array(UnsafeBufferPointer(start: scores, count: tiles * ShiftedGridScores.shifts)))
      } ?? .empty
    let quarter = out.quarter.map { pixels in
      QuarterScalePicture(
        imageWidth: Int(out.width), imageHeight: Int(out.height), width: Int(out.quarter_width),
        height: Int(out.quarter_height), stride: Int(out.quarter_stride), rows: Int(out.quarter_rows),
        pixels: Array(UnsafeBufferPointer(start: pixels, count: Int(out.quarter_stride) * Int(out.quarter_rows))))
    }
    return .decoded(
      DCTHistograms(
        table: table, positions: positions, counts: counts, range: range, blocksRead: out.blocks_read,
        blocksTotal: out.blocks_total, dcWidth: dcWidth, dcHeight: dcHeight, dcPixels: dc, blocks: blocks,
        shifts: shifts, quarter: quarter))
  }

  /// `jpeg` decoded to grey at most `size` pixels a side, stored as encoded
  /// (`metalens_jpeg_grey`: DCT scaling then decimation); nil when libjpeg
  /// cannot, or may not under `limits`.
  static func grey(_ jpeg: [UInt8], limits: JPEGDecodeLimits, size: Int) -> ThumbnailComparer.Grey? {
    var pixels = [UInt8](repeating: 0, count: size * size)
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    var cLimits = shim(limits)
    let ok = jpeg.withUnsafeBufferPointer { buffer in
      metalens_jpeg_grey(buffer.baseAddress, buffer.count, &cLimits, Int32(size), &pixels, &width, &height, &message)
    }
    guard ok == 1, width > 0, height > 0 else { return nil }
    return ThumbnailComparer.Grey(
      width: Int(width), height: Int(height), pixels: Array(pixels.prefix(Int(width) * Int(height))))
  }

  /// `limits` as the shim takes them.
  private static func shim(_ limits: JPEGDecodeLimits) -> metalens_jpeg_limits {
    metalens_jpeg_limits(
      max_pixels: limits.maxPixels, max_memory: limits.maxMemory, max_scans: Int32(limits.maxScans),
      stop_at_warning: limits.stopsAtWarning ? 1 : 0)
  }
}
