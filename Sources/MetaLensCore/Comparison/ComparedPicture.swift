/// The small grey picture `metalens compare` decodes from each file: a JPEG
/// through libjpeg's DCT scaling, a HEIC, HEIF or AVIF through libheif
/// (`HEIFPictureDecoder`), a PNG through libpng (`PNGPictureDecoder`, its
/// rows box-averaged as they are read), a WebP through libwebp's scaled
/// decode (`WebPPictureDecoder`), each at most `PictureComparer.decodeSize`
/// pixels a side and within metalens's decode limits. A picture over the
/// pixel limit is drawn smaller where the format allows (a JPEG's 1/8 DCT
/// scaling, a HEIF's thumbnail, libwebp's scaling, a PNG's rows averaged
/// as they are read, each with a `ReducedScale` notice) and otherwise
/// refused with the typed over-limit reason; an animated WebP is refused as
/// animated. Other formats (GIF, TIFF, raws) have their metadata read but
/// no picture decoder yet: a typed error says so and what to compare
/// instead, rather than a relation that could be taken for an answer.
enum ComparedPicture {
  enum Decoded {
    /// The picture, and how it was made smaller when the file is over the
    /// decode limit.
    case picture(ThumbnailComparer.Grey, reduced: ReducedScale?)
    /// Not decoded, and why.
    case refused(ComparisonReason)
  }

  static func decode(_ inspection: Inspection, _ bytes: [UInt8], size: Int = PictureComparer.decodeSize)
    throws(MetaLensError) -> Decoded
  {
    let path = inspection.file.path
    switch inspection.metadata.file.format {
    case .jpeg:
      // The header walked once (its scans counted to the limit): a file's
      // own allowance (`DecodeBudget`) holds any picture within these limits.
      if let declared = JPEGDecodeLimits.preview.declared(bytes) {
        if declared.pixels > JPEGDecodeLimits.preview.maxPixels {
          return reduced(bytes, declared, path: path, size: size)
        }
        if let refusal = JPEGDecodeLimits.preview.refusal(declared) {
          return .refused(.limit(path: path, detail: refusal))
        }
      }
      // Drawn from the inspection's own quarter-scale picture when it can
      // be: the same picture at that scale, without decoding the file again.
      if let grey = inspection.analysis.imageData?.quarterScale?.scaled(atMost: size) {
        return .picture(grey, reduced: nil)
      }
      guard let grey = ThumbnailComparer.grey(bytes, limits: .preview, size: size) else {
        return .refused(.undecodable(path: path, decoder: "libjpeg"))
      }
      return .picture(grey, reduced: nil)
    case .heic, .heif, .avif:
      switch HEIFPictureDecoder.grey(bytes, size: size) {
      case .success(let decoded): return .picture(decoded.grey, reduced: decoded.reduced(path: path))
      case .failure(.overLimit(let width, let height, let limit)):
        return .refused(.overLimit(path: path, width: width, height: height, limit: limit))
      case .failure(.decoder(let message)):
        return .refused(.decoder(path: path, decoder: "libheif", message: message))
      case .failure(.limit(let detail)):
        return .refused(.limit(path: path, detail: detail))
      case .failure(.unavailable(let detail)):
        return .refused(.decoderUnavailable(path: path, decoder: "libheif", detail: detail))
      }
    case .png:
      switch PNGPictureDecoder.grey(bytes, size: size) {
      case .success(let decoded): return .picture(decoded.grey, reduced: decoded.reduced(path: path))
      case .failure(.overLimit(let width, let height)):
        return .refused(
          .overLimit(path: path, width: width, height: height, limit: PNGPictureDecoder.maxStreamedPixels))
      case .failure(.sideOverLimit(let width, let height)):
        return .refused(
          .limit(
            path: path,
            detail:
              "it declares \(width) × \(height) pixels, a side over libpng's limit of \(PNGPictureDecoder.maxSide) pixels"
          ))
      case .failure(.decoder(let message)):
        return .refused(.decoder(path: path, decoder: "libpng", message: message))
      }
    case .webp:
      switch WebPPictureDecoder.grey(bytes, size: size) {
      case .success(let decoded): return .picture(decoded.grey, reduced: decoded.reduced(path: path))
      case .failure(.animated): return .refused(.animated(path: path, decoder: "libwebp"))
      case .failure(.decoder(let message)):
        return .refused(.decoder(path: path, decoder: "libwebp", message: message))
      }
    case let format:
      throw .pictureNotDecoded(path: inspection.file.path, format: format)
    }
  }

  /// A JPEG over the decode limit, drawn at 1/8 scale under
  /// `JPEGDecodeLimits.reducedComparison`, or why not.
  private static func reduced(_ bytes: [UInt8], _ declared: JPEGDecodeLimits.Declared, path: String, size: Int)
    -> Decoded
  {
    let (width, height) = (Int(declared.frame.width), Int(declared.frame.height))
    // Several scans make libjpeg hold every coefficient (two bytes a pixel
    // at least: 400 MB past 200 megapixels, over the memory limit), and
    // the 1/8 scaling saves nothing then: the file is over the limit as a
    // HEIF without a thumbnail is, said as that is in both languages.
    if declared.holdsCoefficients {
      return .refused(.overLimit(path: path, width: width, height: height, limit: ReadLimits.maxDecodedPixels))
    }
    let limits = JPEGDecodeLimits.reducedComparison
    if let refusal = limits.refusal(declared) { return .refused(.limit(path: path, detail: refusal)) }
    guard let grey = ThumbnailComparer.grey(bytes, limits: limits, size: size) else {
      return .refused(.undecodable(path: path, decoder: "libjpeg"))
    }
    // What libjpeg's 1/8 scaling gave, before the shim's decimation to `size`.
    let note = ReducedScale(
      path: path, width: width, height: height, source: .jpegDCTScaling, decodedWidth: (width + 7) / 8,
      decodedHeight: (height + 7) / 8)
    return .picture(grey, reduced: note)
  }
}
