/// What a hand-over report shows of the file itself, beside what it says:
/// the SHA-256 of the bytes as read, so the reader can show the report
/// speaks of the same file, and a picture of it.
public struct Exhibit: Sendable, Hashable {
  /// Lower-case hex SHA-256 of the whole file (FIPS 180-4).
  public let sha256: String
  /// The picture, when one could be made.
  public let preview: ImagePreview?
  /// The EXIF thumbnail, as the file holds it, when it has one.
  public let thumbnail: ImagePreview?
  /// Why there is no preview, in plain words.
  public let previewNote: String?

  public init(sha256: String, preview: ImagePreview?, thumbnail: ImagePreview?, previewNote: String?) {
    self.sha256 = sha256
    self.preview = preview
    self.thumbnail = thumbnail
    self.previewNote = previewNote
  }
}
