/// A picture a decoder drew straight at the compared size, never holding
/// it whole (libwebp's scaled decode, libpng's rows averaged as they are
/// read), with the size the file declares: such a decoder can take a
/// picture over `ReadLimits.maxDecodedPixels`, and the comparison then says
/// how it was drawn smaller.
struct ScaledPicture {
  let grey: ThumbnailComparer.Grey
  let declaredWidth: Int
  let declaredHeight: Int
  let source: ReducedScale.Source

  /// The notice for a picture over the decode limit, nil within it.
  func reduced(path: String) -> ReducedScale? {
    guard declaredWidth > ReadLimits.maxDecodedPixels / max(declaredHeight, 1) else { return nil }
    return ReducedScale(
      path: path, width: declaredWidth, height: declaredHeight, source: source, decodedWidth: grey.width,
      decodedHeight: grey.height)
  }
}
