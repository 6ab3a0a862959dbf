/// A JPEG's picture at reduced size through libjpeg's DCT scaling (the shim
/// decodes at 1/2 to 1/8 scale, never full size, and re-encodes).
enum JPEGPreview {
  /// The preview of `bytes`, upright for EXIF `orientation`, or the reason
  /// libjpeg gave for not drawing it.
  static func make(_ bytes: [UInt8], orientation: Int) -> Result<ImagePreview, PreviewFailure> {
    switch LibJPEG.preview(
      bytes, limits: .preview, maxDimension: ReadLimits.previewDimension, orientation: orientation, quality: 85)
    {
    case .success(let picture):
      return .success(
        ImagePreview(
          bytes: picture.bytes, mimeType: "image/jpeg", width: picture.width, height: picture.height, origin: .decoded))
    case .failure(let failure):
      return .failure(PreviewFailure(reason: failure.message))
    }
  }

  struct PreviewFailure: Error {
    let reason: String
  }
}
