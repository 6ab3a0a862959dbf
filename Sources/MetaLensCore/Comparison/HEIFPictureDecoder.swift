private import CHeifLoader

/// A HEIC or AVIF picture's luma, through libheif, for `metalens compare`
/// (issue 30: HEIC originals against the JPEG copies a messenger makes of
/// them). libheif applies the file's `irot`/`imir` as it decodes, so the
/// picture is the one shown; compare turns and mirrors anyway.
///
/// Bounded before any pixel is decoded: the primary image's declared size
/// (`ispe`) against `ReadLimits.maxDecodedPixels`, libheif's own side limit
/// (`heif_context_set_maximum_image_size_limit`, which libheif 1.15, Debian
/// 12's, checks on every image and tile it opens), and tiles decoded on the
/// calling thread (`metalens_heif_context_set_max_decoding_threads(ctx, 0)`). libheif
/// 1.15 cannot decode at reduced size (HEVC has no DCT scaling, and 1.19's
/// `heif_security_limits` is not there): a picture over the limit is drawn
/// from its own thumbnail item when it has one, else, when it is a grid,
/// tile by tile (`HEIFTiledPicture`), and otherwise not decoded; the
/// comparison says which. Every libheif object is freed by a
/// `defer` beside its allocation. libheif is loaded on the first picture
/// (`CHeifLoader`), so a machine without it compares JPEGs and says so for
/// a HEIC.
enum HEIFPictureDecoder {
  /// libheif's largest side: no phone writes more than 8,192 (a 48-megapixel
  /// sensor's 8064 × 6048); 16,384 leaves room for panoramas.
  static let maxSide: Int32 = 16_384

  /// The largest grid decoded whole by libheif. libheif 1.15 holds the
  /// whole picture and more while it decodes (c2pa-rs's 51-megapixel
  /// sample1.heic, one image, not a grid: 270 MB), and a crafted grid of
  /// 729 tiles within the 200-megapixel limit took 2.83 GB (issue 61.4).
  /// Above 16 megapixels (a 12-megapixel phone photo stays whole) a grid is
  /// drawn tile by tile, one tile held at a time; a single image cannot be.
  static let maxWholeGridPixels = 16_000_000

  /// `bytes` decoded to grey at most `size` pixels a side (box averages of
  /// the luma plane), or why not, in words for the comparison's reason. A
  /// primary image over `ReadLimits.maxDecodedPixels` is drawn from the
  /// largest of its thumbnails within the limit (`ReducedScale`).
  static func grey(_ bytes: [UInt8], size: Int) -> Result<Decoded, Refusal> {
    withPrimary(of: bytes) { handle in
      let (width, height) = (
        Int(metalens_heif_image_handle_get_width(handle)), Int(metalens_heif_image_handle_get_height(handle))
      )
      guard width > 0, height > 0 else { return .failure(.decoder("the primary image has no size")) }
      let overLimit = width > ReadLimits.maxDecodedPixels / height
      // A large grid within the limit is drawn tile by tile all the same, at
      // full scale and without a notice: the same picture (CompareHEIFTilesTests),
      // in one tile's memory rather than the whole picture's.
      if !overLimit, width > maxWholeGridPixels / height, let tiled = HEIFTiledPicture.grey(bytes, size: size) {
        return tiled.map { Decoded(grey: $0.grey, declared: nil) }
      }
      guard overLimit else {
        return decode(handle, size: size).map { Decoded(grey: $0, declared: nil) }
      }
      guard let thumbnail = largestThumbnail(of: handle) else {
        return HEIFTiledPicture.grey(bytes, size: size)
          ?? .failure(.overLimit(width: width, height: height, limit: ReadLimits.maxDecodedPixels))
      }
      defer { metalens_heif_image_handle_release(thumbnail.handle) }
      return decode(thumbnail.handle, size: size).map {
        Decoded(grey: $0, declared: (width, height, thumbnail.width, thumbnail.height))
      }
    }
  }

  /// The HEIF in `bytes` opened by libheif (loaded on first use, its side
  /// limit set, one thread), its primary image's handle given to `body`.
  private static func withPrimary<T>(
    of bytes: [UInt8], _ body: (OpaquePointer) -> Result<T, Refusal>
  ) -> Result<T, Refusal> {
    guard metalens_heif_load() == 1 else {
      return .failure(.unavailable(metalens_heif_load_failure().map { String(cString: $0) } ?? "libheif.so.1"))
    }
    guard let context = metalens_heif_context_alloc() else { return .failure(.decoder("libheif could not start")) }
    defer { metalens_heif_context_free(context) }
    metalens_heif_context_set_maximum_image_size_limit(context, maxSide)
    metalens_heif_context_set_max_decoding_threads(context, 0)
    let read = bytes.withUnsafeBytes { metalens_heif_context_read_from_memory(context, $0.baseAddress, $0.count, nil) }
    guard read.code == heif_error_Ok else { return .failure(.decoder(message(read))) }
    var handle: OpaquePointer?
    let primary = metalens_heif_context_get_primary_image_handle(context, &handle)
    guard primary.code == heif_error_Ok, let handle else { return .failure(.decoder(message(primary))) }
    defer { metalens_heif_image_handle_release(handle) }
    return body(handle)
  }

  /// The primary image's largest thumbnail within the decode limit (a
  /// handle to release), at most 16 looked at.
  private static func largestThumbnail(of handle: OpaquePointer) -> (handle: OpaquePointer, width: Int, height: Int)? {
    let count = min(Int(metalens_heif_image_handle_get_number_of_thumbnails(handle)), 16)
    guard count > 0 else { return nil }
    var ids = [heif_item_id](repeating: 0, count: count)
    let listed = Int(metalens_heif_image_handle_get_list_of_thumbnail_IDs(handle, &ids, Int32(count)))
    var best: (handle: OpaquePointer, width: Int, height: Int)?
    for id in ids.prefix(min(listed, count)) {
      var thumbnail: OpaquePointer?
      guard metalens_heif_image_handle_get_thumbnail(handle, id, &thumbnail).code == heif_error_Ok, let thumbnail else {
        continue
      }
      let (width, height) = (
        Int(metalens_heif_image_handle_get_width(thumbnail)), Int(metalens_heif_image_handle_get_height(thumbnail))
      )
      if width > 0, height > 0, width <= ReadLimits.maxDecodedPixels / height,
        width * height > (best.map { $0.width * $0.height } ?? 0)
      {
        if let previous = best { metalens_heif_image_handle_release(previous.handle) }
        best = (thumbnail, width, height)
      } else {
        metalens_heif_image_handle_release(thumbnail)
      }
    }
    return best
  }

  /// One image's luma, decoded and shrunk.
  private static func decode(_ handle: OpaquePointer, size: Int) -> Result<ThumbnailComparer.Grey, Refusal> {
    luma(handle) { plane, width, height, stride in shrink(plane, width, height, stride, size) }
  }

  /// The luma plane of the primary image of the HEIF in `bytes` (a grid's
  /// tile as a file of its own, `HEIFTileFile`), handed to `body` with its
  /// width, height and stride.
  static func withLuma<T>(
    of bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, Int, Int, Int) -> T
  ) -> Result<T, Refusal> {
    withPrimary(of: bytes) { luma($0, body) }
  }

  /// One image's 8-bit luma plane, decoded, handed to `body`.
  private static func luma<T>(
    _ handle: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>, Int, Int, Int) -> T
  ) -> Result<T, Refusal> {
    guard let options = metalens_heif_decoding_options_alloc() else {
      return .failure(.decoder("libheif could not start"))
    }
    defer { metalens_heif_decoding_options_free(options) }
    options.pointee.convert_hdr_to_8bit = 1
    var image: OpaquePointer?
    let decoded = metalens_heif_decode_image(handle, &image, heif_colorspace_YCbCr, heif_chroma_420, options)
    guard decoded.code == heif_error_Ok, let image else { return .failure(.decoder(message(decoded))) }
    defer { metalens_heif_image_release(image) }
    var stride: Int32 = 0
    guard let plane = metalens_heif_image_get_plane_readonly(image, heif_channel_Y, &stride),
      metalens_heif_image_get_bits_per_pixel_range(image, heif_channel_Y) == 8
    else { return .failure(.decoder("no 8-bit luma plane")) }
    let (planeWidth, planeHeight) = (
      Int(metalens_heif_image_get_width(image, heif_channel_Y)),
      Int(metalens_heif_image_get_height(image, heif_channel_Y))
    )
    guard planeWidth > 0, planeHeight > 0, Int(stride) >= planeWidth else {
      return .failure(.decoder("an empty luma plane"))
    }
    let buffer = UnsafeBufferPointer(start: plane, count: Int(stride) * planeHeight)
    return .success(body(buffer, planeWidth, planeHeight, Int(stride)))
  }

  /// A decoded picture, and the sizes that say it is a thumbnail's.
  struct Decoded {
    let grey: ThumbnailComparer.Grey
    /// The primary image's declared size and the size of what was decoded
    /// instead (its thumbnail, or its tiles averaged), when the primary is
    /// over the limit.
    let declared: (width: Int, height: Int, decodedWidth: Int, decodedHeight: Int)?
    var source = ReducedScale.Source.heifThumbnail

    func reduced(path: String) -> ReducedScale? {
      declared.map {
        ReducedScale(
          path: path, width: $0.width, height: $0.height, source: source, decodedWidth: $0.decodedWidth,
          decodedHeight: $0.decodedHeight)
      }
    }
  }

  /// The plane averaged over boxes to at most `size` pixels a side
  /// (`BoxSums`, which a grid drawn tile by tile shares).
  static func shrink(_ plane: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int, _ size: Int)
    -> ThumbnailComparer.Grey
  {
    var sums = BoxSums(width: width, height: height, size: size)
    sums.add(plane, width: width, height: height, stride: stride, at: (0, 0))
    return sums.picture()
  }

  private static func message(_ error: heif_error) -> String {
    error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
  }

  /// Why libheif did not give a picture.
  enum Refusal: Error, Equatable {
    /// The declared size is over `limit` (`ReadLimits.maxDecodedPixels`,
    /// or a grid's tile budget, `HEIFTiledPicture.maxTiledPixels`).
    case overLimit(width: Int, height: Int, limit: Int)
    /// libheif refused the file, in its words.
    case decoder(String)
    /// Another bound of metalens's was reached, in words for the reason
    /// (a grid's tile budget, `HEIFTiledPicture`).
    case limit(String)
    /// libheif could not be loaded, in the dynamic loader's words.
    case unavailable(String)
  }
}
