/// A small picture ready to embed in a page: encoded bytes a browser draws
/// (JPEG, PNG, GIF, WebP or AVIF) and how it was made.
public struct ImagePreview: Sendable, Hashable {
  public enum Origin: String, Sendable, Hashable {
    /// The main image, decoded at reduced size and turned upright.
    case decoded
    /// The file itself, small enough and in a format browsers draw.
    case original
    /// The EXIF (IFD1) thumbnail, as stored.
    case exifThumbnail
  }

  public let bytes: [UInt8]
  public let mimeType: String
  public let width: Int?
  public let height: Int?
  public let origin: Origin

  public init(bytes: [UInt8], mimeType: String, width: Int?, height: Int?, origin: Origin) {
    self.bytes = bytes
    self.mimeType = mimeType
    self.width = width
    self.height = height
    self.origin = origin
  }
}
