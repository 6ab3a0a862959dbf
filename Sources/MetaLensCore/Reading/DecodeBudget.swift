/// The pixels one file may make metalens decode in all, across its stages
/// (the analysis's coefficient pass, the thumbnail comparison, the report's
/// preview), so that adding a stage cannot multiply what a hostile file
/// costs. Each decode first passes its own `JPEGDecodeLimits`, then draws
/// its declared pixels from here; the inspection makes one per file.
struct DecodeBudget: Sendable {
  private(set) var pixelsLeft: Int

  init(pixels: Int = ReadLimits.maxDecodedPixelsPerFile) { pixelsLeft = pixels }

  /// Checks `bytes` against `limits` and against what is left of the
  /// file's allowance, and takes its pixels when it may be decoded. Returns
  /// why not, in words for a notice, otherwise nil. A JPEG without a frame
  /// header is let through: libjpeg refuses it without decoding.
  mutating func admit(_ bytes: [UInt8], under limits: JPEGDecodeLimits) -> String? {
    guard let declared = limits.declared(bytes) else { return nil }
    if let refusal = limits.refusal(declared) { return refusal }
    guard declared.pixels <= pixelsLeft else {
      return
        "the file's other decodes leave \(pixelsLeft) of its \(JPEGDecodeLimits.megapixels(ReadLimits.maxDecodedPixelsPerFile)) allowance, and it declares \(declared.pixels)"
    }
    pixelsLeft -= declared.pixels
    return nil
  }
}
