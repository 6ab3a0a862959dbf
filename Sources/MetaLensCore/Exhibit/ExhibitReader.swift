/// Reads what a hand-over report needs of the file itself: its SHA-256,
/// streamed through the open source in 1 MiB reads (memory stays flat
/// whatever the size; `FileIntegrity`), and a preview.
struct ExhibitReader {
  func read(_ source: FileSource, metadata: PhotoMetadata, budget: inout DecodeBudget) throws(MetaLensError) -> Exhibit
  {
    let sha256 = try FileIntegrity.sha256(of: source)
    let thumbnail = try self.thumbnail(source, metadata: metadata)
    let (preview, note) = try self.preview(source, metadata: metadata, budget: &budget)
    return Exhibit(sha256: sha256, preview: preview ?? thumbnail, thumbnail: thumbnail, previewNote: note)
  }

  /// Formats a browser draws as they are.
  static let browserFormats: [ImageFormat: String] = [
    .png: "image/png", .gif: "image/gif", .webp: "image/webp", .avif: "image/avif",
  ]

  private func preview(_ source: FileSource, metadata: PhotoMetadata, budget: inout DecodeBudget) throws(MetaLensError)
    -> (ImagePreview?, String?)
  {
    let format = metadata.file.format
    if format == .jpeg {
      guard source.size <= ReadLimits.maxPreviewSourceBytes else {
        return (nil, "the JPEG is larger than \(ReadLimits.maxPreviewSourceBytes >> 20) MiB; it is not decoded")
      }
      let bytes = try source.read(at: 0, count: Int(source.size))
      if let refusal = budget.admit(bytes, under: .preview) { return (nil, "the image is not decoded: \(refusal)") }
      switch JPEGPreview.make(bytes, orientation: Int(metadata.value("IFD0", "Orientation")?.integer ?? 1)) {
      case .success(let preview): return (preview, nil)
      case .failure(let failure): return (nil, "libjpeg could not draw the image: \(failure.reason)")
      }
    }
    if let mimeType = Self.browserFormats[format] {
      guard source.size <= ReadLimits.maxEmbeddedImageBytes else {
        return (
          nil, "the \(format.rawValue) is larger than \(ReadLimits.maxEmbeddedImageBytes >> 20) MiB; it is not embedded"
        )
      }
      // The reader's browser would decode what the header declares: a few
      // kilobytes of PNG can declare gigapixels.
      if let size = metadata.imageSize, Double(size.width) * Double(size.height) > Double(ReadLimits.maxDecodedPixels) {
        return (
          nil,
          "the \(format.rawValue) declares \(size.width) × \(size.height) pixels, more than the \(JPEGDecodeLimits.megapixels(ReadLimits.maxDecodedPixels)) limit; it is not embedded"
        )
      }
      let bytes = try source.read(at: 0, count: Int(source.size))
      let size = metadata.imageSize
      return (
        ImagePreview(
          bytes: bytes, mimeType: mimeType, width: size.map { Int($0.width) }, height: size.map { Int($0.height) },
          origin: .original), nil
      )
    }
    return (nil, "metalens does not draw \(format.rawValue) images")
  }

  /// The IFD1 thumbnail's bytes, when they are a JPEG inside the file.
  private func thumbnail(_ source: FileSource, metadata: PhotoMetadata) throws(MetaLensError) -> ImagePreview? {
    guard let thumbnail = metadata.exif?.thumbnail, thumbnail.length > 0,
      thumbnail.length <= ReadLimits.maxMetadataChunkBytes,
      Int64(thumbnail.offset) + Int64(thumbnail.length) <= source.size
    else { return nil }
    let bytes = try source.read(at: thumbnail.offset, count: thumbnail.length)
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    // Embedded for the reader's browser to decode: not one that declares
    // more than a thumbnail may.
    let limits = JPEGDecodeLimits.thumbnail
    if let declared = limits.declared(bytes), limits.refusal(declared) != nil { return nil }
    return ImagePreview(
      bytes: bytes, mimeType: "image/jpeg", width: thumbnail.width, height: thumbnail.height, origin: .exifThumbnail)
  }
}
