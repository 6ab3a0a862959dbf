private import CHeif

/// What libheif reads from a HEIF held in memory: an independent check of
/// the fixtures and of metalens's own box walker. Tests only: libheif reads
/// every image item's coded data when it opens a file.
public struct LibHeifProbe: Sendable, Equatable {
  public let primaryWidth: Int
  public let primaryHeight: Int
  public let thumbnailCount: Int
  public let auxiliaryCount: Int
  public let hasDepth: Bool
  /// Metadata item types (`Exif`, `mime`) with their content types.
  public let metadata: [String]
  public let iccProfileSize: Int

  /// libheif's error message.
  public struct Failure: Error, Equatable {
    public let message: String
  }

  /// Opens `bytes` with libheif; the error message when libheif refuses them.
  public static func read(_ bytes: [UInt8]) -> Result<LibHeifProbe, Failure> {
    guard let context = heif_context_alloc() else { return .failure(Failure(message: "heif_context_alloc failed")) }
    defer { heif_context_free(context) }
    let error = bytes.withUnsafeBytes { buffer in
      heif_context_read_from_memory(context, buffer.baseAddress, buffer.count, nil)
    }
    guard error.code == heif_error_Ok else { return .failure(Failure(message: message(error))) }
    var handle: OpaquePointer?
    let primary = heif_context_get_primary_image_handle(context, &handle)
    guard primary.code == heif_error_Ok, let handle else { return .failure(Failure(message: message(primary))) }
    defer { heif_image_handle_release(handle) }
    let count = Int(heif_image_handle_get_number_of_metadata_blocks(handle, nil))
    var ids = [heif_item_id](repeating: 0, count: count)
    let listed = Int(heif_image_handle_get_list_of_metadata_block_IDs(handle, nil, &ids, Int32(count)))
    let metadata = ids.prefix(listed).map { id in
      let type = heif_image_handle_get_metadata_type(handle, id).map { String(cString: $0) } ?? ""
      let content = heif_image_handle_get_metadata_content_type(handle, id).map { String(cString: $0) } ?? ""
      return content.isEmpty ? type : "\(type) \(content)"
    }
    return .success(
      LibHeifProbe(
        primaryWidth: Int(heif_image_handle_get_ispe_width(handle)),
        primaryHeight: Int(heif_image_handle_get_ispe_height(handle)),
        thumbnailCount: Int(heif_image_handle_get_number_of_thumbnails(handle)),
        auxiliaryCount: Int(heif_image_handle_get_number_of_auxiliary_images(handle, 0)),
        hasDepth: heif_image_handle_has_depth_image(handle) != 0,
        metadata: metadata,
        iccProfileSize: Int(heif_image_handle_get_raw_color_profile_size(handle))))
  }

  private static func message(_ error: heif_error) -> String {
    error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
  }
}
