private import CPNGShim

/// A PNG's picture in grey, through libpng, for `metalens compare` (issue
/// 30: a screenshot or a PNG saved by an editor against the JPEG a
/// messenger made of it). Every libpng call is in `CPNGShim`, which catches
/// libpng's errors (longjmp) and gives a status.
///
/// Bounded before any row is decoded: IHDR's width × height against
/// `maxStreamedPixels` and each side against `maxSide`, which also bounds
/// libpng's row buffers. The picture is box-averaged to at most `size`
/// pixels a side while its rows are read, so memory is one row and one sum
/// per output pixel, interlaced (Adam7) or not, whatever the size: a PNG
/// over `ReadLimits.maxDecodedPixels` is compared all the same, with a
/// `ReducedScale` notice. Transparent pixels are drawn on white.
enum PNGPictureDecoder {
  /// libpng's own default side limit (`PNG_USER_WIDTH_MAX`, libpng 1.6):
  /// a 16-bit RGBA row of it is 8 MB.
  static let maxSide = 1_000_000

  /// The work budget of a streamed decode, in pixels. Memory does not grow
  /// with the picture, but the work does, and deflate packs a thousand
  /// pixels into a byte: a 1 MB file may declare a gigapixel. At the budget,
  /// 40,000 × 25,000 took 7.9 s in 8-bit grey and 23 s in 16-bit RGB (libpng's
  /// transforms a pixel; 2026-11-29, the shim alone at -O2, the other core
  /// busy). Past it the file is refused with its size.
  static let maxStreamedPixels = 1_000_000_000

  /// `bytes` decoded to grey at most `size` pixels a side, or why not.
  static func grey(_ bytes: [UInt8], size: Int) -> Result<ScaledPicture, Refusal> {
    var result = metalens_png_grey_result()
    var pixels = [UInt8](repeating: 0, count: size * size)
    let status = bytes.withUnsafeBufferPointer { input in
      pixels.withUnsafeMutableBufferPointer { output in
        metalens_png_grey(
          input.baseAddress, input.count, maxStreamedPixels, Int32(maxSide), Int32(size),
          output.baseAddress, &result)
      }
    }
    let (width, height) = (Int(result.declared_width), Int(result.declared_height))
    switch status {
    case 1:
      let (outWidth, outHeight) = (Int(result.width), Int(result.height))
      let grey = ThumbnailComparer.Grey(
        width: outWidth, height: outHeight, pixels: Array(pixels.prefix(outWidth * outHeight)))
      return .success(ScaledPicture(grey: grey, declaredWidth: width, declaredHeight: height, source: .pngStreamed))
    case 2 where width > maxStreamedPixels / max(height, 1):
      return .failure(.overLimit(width: width, height: height))
    case 2: return .failure(.sideOverLimit(width: width, height: height))
    default: return .failure(.decoder(withUnsafeBytes(of: result.message) { TextDecoding.cString($0) }))
    }
  }

  /// Why libpng did not give a picture.
  enum Refusal: Error, Equatable {
    /// The declared size is over `maxStreamedPixels`.
    case overLimit(width: Int, height: Int)
    /// A side is over `maxSide`, the pixels within the limit.
    case sideOverLimit(width: Int, height: Int)
    /// libpng refused the file, in its words.
    case decoder(String)
  }
}
