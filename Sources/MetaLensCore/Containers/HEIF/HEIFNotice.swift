/// What the HEIF and ISOBMFF readers (`ISOBMFFTopLevel`, `ISOBMFFChildren`,
/// `HEIFMetaParser`, `HEIFMetadataReader`) could not read, with the file's
/// own boxes, items and offsets.
enum HEIFNotice: NoticeWording {
  /// A top-level box that runs past the end of the file: the file was cut
  /// (`FileCut`). The same words serve the error when nothing could be read.
  case boxTruncated(type: String, offset: Int64)
  /// 1 to 7 bytes after the last top-level box, too few for a box header:
  /// a cut inside the next header, or padding. Not a `FileCut`: nothing the
  /// boxes declare is missing, and padding would read as a cut.
  case trailingBytes(offset: Int64, count: Int)
  /// A top-level box of an invalid size.
  case boxCorrupt(detail: String)
  /// More boxes than `ReadLimits.maxISOBMFFBoxes`.
  case boxLimit
  case readLimitReached(offset: Int64)
  /// More items than `ReadLimits.maxHEIFItems`.
  case itemLimit
  case miniBox
  case noMetaBox
  case c2paBoxTooLarge(size: Int64)
  case metaBoxTooLarge(size: Int64)
  case noPrimaryItem
  case exifOffsetInvalid(item: UInt32)
  /// An item that could not be read, and why (`HEIFItemData`'s words).
  case itemProblem(String)
  case itemsUnreadable(error: String)
  case childBoxInvalid(parent: String)

  var code: ReadingNotice.Code {
    switch self {
    case .boxTruncated: .truncated
    case .boxCorrupt, .childBoxInvalid: .boxSizeInvalid
    case .trailingBytes: .heifTrailingBytes
    case .boxLimit, .itemLimit: .chunkLimit
    case .readLimitReached: .readLimitReached
    case .miniBox: .heifMiniBox
    case .noMetaBox: .heifNoMetaBox
    case .c2paBoxTooLarge, .metaBoxTooLarge: .blockTooLarge
    case .noPrimaryItem: .heifNoPrimaryItem
    case .exifOffsetInvalid: .heifExifOffsetInvalid
    case .itemProblem: .heifItemProblem
    case .itemsUnreadable: .heifItemsUnreadable
    }
  }

  var english: String {
    switch self {
    case .boxTruncated(let type, let offset): "truncated: " + Self.boxTruncatedDetail(type: type, offset: offset)
    case .boxCorrupt(let detail): "corrupt: \(detail)"
    case .trailingBytes(let offset, let count):
      "\(count) byte(s) at byte \(offset), after the last box, are too few for a box header; they are not read"
    case .boxLimit: "more than \(ReadLimits.maxISOBMFFBoxes) ISOBMFF boxes; the rest are not read"
    case .readLimitReached(let offset): "the read limit was reached at byte \(offset); the boxes after it are not read"
    case .itemLimit: "more than \(ReadLimits.maxHEIFItems) HEIF items; the rest are not read"
    case .miniBox: "this HEIF stores its items in a compact 'mini' box (mif3), which metalens does not read yet"
    case .noMetaBox: "the file has no 'meta' box: no HEIF items"
    case .c2paBoxTooLarge(let size): "the C2PA box (\(size) bytes) is larger than what metalens reads; it is not read"
    case .metaBoxTooLarge(let size): "the 'meta' box (\(size) bytes) is larger than what metalens reads; it is not read"
    case .noPrimaryItem: "the 'meta' box names no primary item ('pitm')"
    case .exifOffsetInvalid(let item): "the Exif item \(item) has no TIFF header where its offset field points"
    case .itemProblem(let problem): problem
    case .itemsUnreadable(let error): "the metadata items could not be read: \(error)"
    case .childBoxInvalid(let parent):
      "corrupt: a box inside '\(parent)' has an invalid size; the boxes after it are not read"
    }
  }

  static func boxTruncatedDetail(type: String, offset: Int64) -> String {
    "the '\(type)' box at byte \(offset) runs past the end of the file"
  }
}
