/// What the EXIF readers (`ExifReader`, `ExifDirectoryRecovery`,
/// `MakerNoteReader`) could not read, with the block's own numbers.
enum EXIFNotice: NoticeWording {
  case tooShort
  case noTIFFHeader
  /// A directory pointer back to one already read, with how many more such
  /// pointers there are.
  case pointerLoop(group: String, offset: Int, others: Int)
  case allocationFailed
  case thumbnailOutside
  case makerNoteUnreadable(group: String)
  /// Entries libexif left out of `group`, read with the TIFF walk.
  case directoryRecovered(group: String, kept: Int, entries: Int, recovered: Int)

  var code: ReadingNotice.Code {
    switch self {
    case .tooShort: .exifTooShort
    case .noTIFFHeader: .exifNoTIFFHeader
    case .pointerLoop: .tiffPointerLoop
    case .allocationFailed: .exifAllocationFailed
    case .thumbnailOutside: .exifThumbnailOutside
    case .makerNoteUnreadable: .makerNoteUnreadable
    case .directoryRecovered: .exifDirectoryRecovered
    }
  }

  var english: String {
    switch self {
    case .tooShort: "the EXIF block is too short to hold a TIFF header"
    case .noTIFFHeader: "the EXIF block has no valid TIFF header"
    case .pointerLoop(let group, let offset, let others):
      "the pointer to \(group) leads back to the directory at offset \(offset) of the EXIF block, which was already "
        + "read (a loop)\(others > 0 ? " (and \(others) more such pointers)" : "")"
    case .allocationFailed: "libexif could not allocate its data"
    case .thumbnailOutside: "IFD1 points to a thumbnail beyond the end of the EXIF block"
    case .makerNoteUnreadable(let group): "the \(group) MakerNote is not decoded: it holds no readable directory"
    case .directoryRecovered(let group, let kept, let entries, let recovered):
      "libexif read \(kept) of the \(entries) entries of \(group); \(recovered) more were read with metalens's own "
        + "TIFF reader"
    }
  }
}
