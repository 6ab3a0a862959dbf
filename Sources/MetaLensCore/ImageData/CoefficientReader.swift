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

  /// Whether to keep the quarter-scale luma picture (`QuarterScalePicture`).
  var keepsQuarterScale = false

  /// The histograms of a whole JPEG held in memory.
  func read(bytes: [UInt8]) -> (DCTHistograms?, ReadingNotice?) {
    switch LibJPEG.coefficients(bytes, limits: .analysis, keepingQuarter: keepsQuarterScale) {
    case .overLimit(let message):
      return (nil, ReadingNotice(ImageDataNotice.notAnalysed(reason: message)))
    case .damaged:
      return (nil, ReadingNotice(ImageDataNotice.damaged))
    case .failed(let message):
      return (nil, ReadingNotice(ImageDataNotice.unreadable(message: message)))
    case .decoded(let histograms):
      return (histograms, nil)
    }
  }
}
