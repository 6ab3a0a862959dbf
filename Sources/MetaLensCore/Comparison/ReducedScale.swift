/// A picture larger than metalens decodes for a report (`ReadLimits.maxDecodedPixels`),
/// compared all the same from a smaller picture of it (issue 30: "pictures
/// over the existing pixel limit are compared at reduced scale, with a
/// notice"). Said beside the relation, so that a reader knows the regions
/// were looked for in a picture `source` pixels wide, not in the file's own.
public struct ReducedScale: Wording {
  /// Where the smaller picture came from.
  public enum Source: String, Sendable, Hashable {
    /// libjpeg's 1/8 DCT scaling of a baseline JPEG: only the blocks' mean
    /// values are transformed, one pixel a block, in a row buffer; a JPEG of
    /// several scans (progressive) still needs all its coefficients held and
    /// stays under the memory limit.
    case jpegDCTScaling = "jpeg-dct-scaling"
    /// The HEIF's own thumbnail item (`thmb` reference, ISO/IEC 23008-12
    /// §6.6.2.2): libheif 1.15 cannot decode a primary image at reduced size.
    case heifThumbnail = "heif-thumbnail"
    /// libwebp's scaled decode (`use_scaling`): the picture is decoded
    /// straight at the compared size, never whole.
    case webpScaling = "webp-scaling"
    /// A PNG's rows box-averaged as libpng reads them, one at a time
    /// (`PNGPictureDecoder`): PNG has no reduced decode, but no more than a
    /// row of it is ever held, so only the work is bounded
    /// (`PNGPictureDecoder.maxStreamedPixels`).
    case pngStreamed = "png-streamed"
    /// A HEIF grid's tiles decoded one at a time by libheif and averaged
    /// into the compared picture (`HEIFTiledPicture`), for a grid without a
    /// thumbnail.
    case heifTiles = "heif-tiles"
  }

  public let path: String
  /// The size the file declares.
  public let width: Int
  public let height: Int
  public let source: Source
  /// The size of the picture compared (before the comparer's own shrinking).
  public let decodedWidth: Int
  public let decodedHeight: Int

  public init(path: String, width: Int, height: Int, source: Source, decodedWidth: Int, decodedHeight: Int) {
    (self.path, self.width, self.height, self.source) = (path, width, height, source)
    (self.decodedWidth, self.decodedHeight) = (decodedWidth, decodedHeight)
  }

  public func text(_ language: Language) -> String {
    let limit = ComparisonReason.megapixels(ReadLimits.maxDecodedPixels)
    let size = "\(width) × \(height)"
    let decoded = "\(decodedWidth) × \(decodedHeight)"
    switch source {
    case .jpegDCTScaling:
      return language.pick(
        en: "\(path) declares \(size) pixels, more than the \(limit)-megapixel limit for decoding: compared at "
          + "reduced scale from libjpeg's 1/8 DCT scaling (\(decoded))",
        ko: "\(path)은(는) \(size) 픽셀로 디코딩 한도(\(limit)메가픽셀)를 넘어, libjpeg의 1/8 DCT 축소 디코딩"
          + "(\(decoded))으로 축소해 비교했습니다")
    case .heifThumbnail:
      return language.pick(
        en: "\(path) declares \(size) pixels, more than the \(limit)-megapixel limit for decoding: compared at "
          + "reduced scale from the file's own thumbnail (\(decoded))",
        ko: "\(path)은(는) \(size) 픽셀로 디코딩 한도(\(limit)메가픽셀)를 넘어, 파일에 든 섬네일(\(decoded))로 "
          + "축소해 비교했습니다")
    case .webpScaling:
      return language.pick(
        en: "\(path) declares \(size) pixels, more than the \(limit)-megapixel limit for decoding: compared at "
          + "reduced scale from libwebp's scaled decode (\(decoded))",
        ko: "\(path)은(는) \(size) 픽셀로 디코딩 한도(\(limit)메가픽셀)를 넘어, libwebp의 축소 디코딩(\(decoded))으로 "
          + "축소해 비교했습니다")
    case .pngStreamed:
      return language.pick(
        en: "\(path) declares \(size) pixels, more than the \(limit)-megapixel limit for decoding: compared at "
          + "reduced scale, its rows averaged to \(decoded) as libpng read them one at a time",
        ko: "\(path)은(는) \(size) 픽셀로 디코딩 한도(\(limit)메가픽셀)를 넘어, libpng가 한 줄씩 읽는 대로 "
          + "\(decoded)(으)로 평균해 축소 비교했습니다")
    case .heifTiles:
      return language.pick(
        en: "\(path) declares \(size) pixels, more than the \(limit)-megapixel limit for decoding: compared at "
          + "reduced scale, its grid decoded tile by tile by libheif and averaged to \(decoded)",
        ko: "\(path)은(는) \(size) 픽셀로 디코딩 한도(\(limit)메가픽셀)를 넘어, libheif가 격자를 타일 하나씩 디코딩해 "
          + "\(decoded)(으)로 평균해 축소 비교했습니다")
    }
  }
}
