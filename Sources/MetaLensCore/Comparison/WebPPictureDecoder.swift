private import CWebPShim

/// A WebP's picture in grey, through libwebp, for `metalens compare`
/// (issue 30: a WebP a messenger or a website made, or a WebP original
/// against the JPEG made of it). Every libwebp call is in `CWebPShim`.
///
/// libwebp decodes straight at the reduced size (`use_scaling`, its
/// area-averaging rescaler, row by row), so no full-size buffer is ever
/// made: the format's own 16,383-pixel sides bound the work, and a picture
/// over `ReadLimits.maxDecodedPixels` is compared all the same, from the
/// scaled decode, with a `ReducedScale` notice. An animated WebP is
/// refused: libwebp's still-image decoder does not give its first frame.
enum WebPPictureDecoder {
  /// `bytes` decoded to grey at most `size` pixels a side, or why not.
  static func grey(_ bytes: [UInt8], size: Int) -> Result<ScaledPicture, Refusal> {
    var result = metalens_webp_grey_result()
    var pixels = [UInt8](repeating: 0, count: size * size)
    let status = bytes.withUnsafeBufferPointer { input in
      pixels.withUnsafeMutableBufferPointer { output in
        metalens_webp_grey(input.baseAddress, input.count, Int32(size), output.baseAddress, &result)
      }
    }
    switch status {
    case 1:
      let (outWidth, outHeight) = (Int(result.width), Int(result.height))
      let grey = ThumbnailComparer.Grey(
        width: outWidth, height: outHeight, pixels: Array(pixels.prefix(outWidth * outHeight)))
      return .success(
        ScaledPicture(
          grey: grey, declaredWidth: Int(result.declared_width), declaredHeight: Int(result.declared_height),
          source: .webpScaling))
    case 4: return .failure(.animated)
    default: return .failure(.decoder(withUnsafeBytes(of: result.message) { TextDecoding.cString($0) }))
    }
  }

  /// Why libwebp did not give a picture.
  enum Refusal: Error, Equatable {
    /// An animated WebP.
    case animated
    /// libwebp refused the file, in its words.
    case decoder(String)
  }
}
