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
    /// Not decoded, and why, in words for the comparison's reason.
    case refused(String)
  }

  static func decode(_ inspection: Inspection, _ bytes: [UInt8]) throws(MetaLensError) -> Decoded {
    let size = PictureComparer.decodeSize
    switch inspection.metadata.file.format {
    case .jpeg:
      var budget = DecodeBudget()
      if let refusal = budget.admit(bytes, under: .preview) { return .refused(refusal) }
      guard let grey = ThumbnailComparer.grey(bytes, limits: .preview, size: size) else {
        return .refused("libjpeg could not decode \(inspection.file.path)")
      }
      return .picture(grey)
    case .heic, .heif, .avif:
      switch HEIFPictureDecoder.grey(bytes, size: size) {
      case .success(let grey): return .picture(grey)
      case .failure(.overLimit(let width, let height)):
        return .refused(
          "\(inspection.file.path) declares \(width) × \(height) pixels, more than the "
            + "\(JPEGDecodeLimits.megapixels(ReadLimits.maxDecodedPixels)) limit for decoding")
      case .failure(.decoder(let message)):
        return .refused("libheif could not decode \(inspection.file.path): \(message)")
      }
    case let format:
      throw .pictureNotDecoded(path: inspection.file.path, format: format)
    }
  }
}
