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
  /// Which tag holds it, so that evidence names a tag the file has.
  public let storage: Storage

  /// Where a file keeps its MakerNote.
  public enum Storage: Sendable, Hashable {
    /// The EXIF directory's MakerNote tag (0x927C), as cameras write it.
    case makerNoteTag
    /// IFD0's DNGPrivateData, `byteCount` bytes long, where Adobe's DNG
    /// converter moves the raw file's note (`DNGMakerNote`).
    case dngPrivateData(byteCount: Int)
  }

  public init(length: Int, maker: String?, hasPreview: Bool = false, storage: Storage = .makerNoteTag) {
    self.length = length
    self.maker = maker
    self.hasPreview = hasPreview
    self.storage = storage
  }
}
