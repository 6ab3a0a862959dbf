/// The presence and origin of a camera maker's private EXIF block.
public struct MakerNoteInfo: Sendable, Hashable {
  /// Its size in bytes.
  public let length: Int
  /// The maker, from the block's own signature ("Nikon", "Apple iOS"…) or,
  /// for makers whose notes carry none (Canon), from IFD0 Make.
  public let maker: String?
  /// The MakerNote holds the camera's preview image (Nikon's PreviewIFD):
  /// such bodies write no EXIF thumbnail, and none is missing.
  public let hasPreview: Bool

  public init(length: Int, maker: String?, hasPreview: Bool = false) {
    self.length = length
    self.maker = maker
    self.hasPreview = hasPreview
  }
}
