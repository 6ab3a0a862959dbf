/// Facts about a file's EXIF block that are not tags of their own.
public struct ExifFacts: Sendable, Hashable {
  /// "II" (little-endian, Intel) or "MM" (big-endian, Motorola).
  public var byteOrder: String
  /// The IFD1 thumbnail, when IFD1 points to one.
  public var thumbnail: ExifThumbnail?
  /// The ExifIFD MakerNote, when there is one.
  public var makerNote: MakerNoteInfo?

  public init(byteOrder: String, thumbnail: ExifThumbnail? = nil, makerNote: MakerNoteInfo? = nil) {
    self.byteOrder = byteOrder
    self.thumbnail = thumbnail
    self.makerNote = makerNote
  }
}
