/// The small grey picture `metalens compare` decodes from each file: a JPEG
/// through libjpeg's DCT scaling, a HEIC, HEIF or AVIF through libheif
/// (`HEIFPictureDecoder`), each at most `PictureComparer.decodeSize` pixels
/// a side and within metalens's decode limits. Other formats (PNG, WebP,
/// GIF, TIFF, raws) have their metadata read but no picture decoder yet: a
/// typed error says so and what to compare instead, rather than a relation
/// that could be taken for an answer.
enum ComparedPicture {
  enum Decoded {
    case picture(ThumbnailComparer.Grey)
    /// Not decoded, and why.
    case refused(ComparisonReason)
  }

  static func decode(_ inspection: Inspection, _ bytes: [UInt8]) throws(MetaLensError) -> Decoded {
    let size = PictureComparer.decodeSize
    let path = inspection.file.path
    switch inspection.metadata.file.format {
    case .jpeg:
      var budget = DecodeBudget()
      if let refusal = budget.admit(bytes, under: .preview) {
        if let declared = JPEGDecodeLimits.preview.declared(bytes), declared.pixels > JPEGDecodeLimits.preview.maxPixels
        {
          return .refused(
            .overLimit(
              path: path, width: Int(declared.frame.width), height: Int(declared.frame.height),
              limit: JPEGDecodeLimits.preview.maxPixels))
        }
        return .refused(.limit(path: path, detail: refusal))
      }
      guard let grey = ThumbnailComparer.grey(bytes, limits: .preview, size: size) else {
        return .refused(.undecodable(path: path, decoder: "libjpeg"))
      }
      return .picture(grey)
    case .heic, .heif, .avif:
      switch HEIFPictureDecoder.grey(bytes, size: size) {
      case .success(let grey): return .picture(grey)
      case .failure(.overLimit(let width, let height)):
        return .refused(.overLimit(path: path, width: width, height: height, limit: ReadLimits.maxDecodedPixels))
      case .failure(.decoder(let message)):
        return .refused(.decoder(path: path, decoder: "libheif", message: message))
      }
    case let format:
      throw .pictureNotDecoded(path: inspection.file.path, format: format)
    }
  }
}
