/// Facts about a file's EXIF block that are not tags of their own.
public struct ExifFacts: Sendable, Hashable {
  /// "II" (little-endian, Intel) or "MM" (big-endian, Motorola).
  public var byteOrder: String
  /// The IFD1 thumbnail, when IFD1 points to one.
  public var thumbnail: ExifThumbnail?
  /// The ExifIFD MakerNote, when there is one.
  public var makerNote: MakerNoteInfo?
  /// True when the file ends inside the EXIF block (a truncated download):
  /// what lay past the cut — a thumbnail, a MakerNote, GPS — is missing
  /// because the file is, not because the camera left it out.
  public var isCutShort = false

  public init(byteOrder: String, thumbnail: ExifThumbnail? = nil, makerNote: MakerNoteInfo? = nil) {
    self.byteOrder = byteOrder
    self.thumbnail = thumbnail
    self.makerNote = makerNote
  }
}
