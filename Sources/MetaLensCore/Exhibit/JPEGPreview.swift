private import CJPEGShim

/// A JPEG's picture at reduced size through libjpeg's DCT scaling (the shim
/// decodes at 1/2 to 1/8 scale, never full size, and re-encodes).
enum JPEGPreview {
  /// The preview of `bytes`, upright for EXIF `orientation`, or the reason
  /// libjpeg gave for not drawing it.
  static func make(_ bytes: [UInt8], orientation: Int) -> Result<ImagePreview, PreviewFailure> {
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    var cLimits = JPEGDecodeLimits.preview.shim
    let ok = bytes.withUnsafeBufferPointer { buffer in
      metalens_jpeg_preview(
        buffer.baseAddress, buffer.count, &cLimits, Int32(ReadLimits.previewDimension), Int32(orientation), 85,
        &output, &size, &width, &height, &message)
    }
    defer { metalens_jpeg_free(output) }
    guard ok == 1, let output else {
      return .failure(
        PreviewFailure(reason: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)))
    }
    let encoded = Array(UnsafeBufferPointer(start: output, count: size))
    return .success(
      ImagePreview(bytes: encoded, mimeType: "image/jpeg", width: Int(width), height: Int(height), origin: .decoded))
  }

  struct PreviewFailure: Error {
    let reason: String
  }
}
