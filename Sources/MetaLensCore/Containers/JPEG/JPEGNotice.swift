/// What the JPEG readers (`JPEGSegmentScanner`, `JUMBFSegmentAssembler`,
/// `JPEGMetadataReader`) could not read, with the file's own offsets.
enum JPEGNotice: NoticeWording {
  case strayBytes(count: Int, offset: Int)
  case jumbfSegmentTooShort
  case jumbfBoxTooLarge(limit: Int)
  /// libjpeg's own error message.
  case libjpegHeaderUnreadable(error: String)
  /// libjpeg's first warning, and how many it gave.
  case libjpegWarning(warning: String, count: Int)
  case noImageData
  /// The file ends inside the image data that starts at `start`: no EOI
  /// follows (`JPEGImageDataWalk`).
  case imageDataCut(offset: Int, start: Int)
  /// The image data runs past the bytes read per file, so whether it ends
  /// in EOI was not checked.
  case imageDataEndUnchecked(limit: Int)
  /// The header goes past the `limit` bytes read; what follows `offset`.
  case headerBudgetReached(limit: Int, offset: Int)
  case truncated(offset: Int)
  /// The file ends inside a segment (named with its identifier) that starts
  /// at `start` and declares `declared` bytes of data, `present` of them there.
  case truncatedInsideSegment(offset: Int, segment: String, start: Int, declared: Int, present: Int)
  case segmentLengthInvalid(offset: Int)
  case segmentLimit(limit: Int)

  var code: ReadingNotice.Code {
    switch self {
    case .strayBytes: .jpegStrayBytes
    case .jumbfSegmentTooShort: .jumbfSegmentTooShort
    case .jumbfBoxTooLarge: .jumbfBoxTooLarge
    case .libjpegHeaderUnreadable: .libjpegHeaderUnreadable
    case .libjpegWarning: .libjpegWarning
    case .noImageData: .jpegNoImageData
    case .imageDataCut: .jpegImageDataCut
    case .imageDataEndUnchecked: .jpegImageDataEndUnchecked
    case .headerBudgetReached: .headerBudgetReached
    case .truncated, .truncatedInsideSegment: .truncated
    case .segmentLengthInvalid: .jpegSegmentLengthInvalid
    case .segmentLimit: .chunkLimit
    }
  }

  var english: String {
    switch self {
    case .strayBytes(let count, let offset): "\(count) stray bytes before the marker at offset \(offset)"
    case .jumbfSegmentTooShort: "an APP11 JUMBF segment is too short"
    case .jumbfBoxTooLarge(let limit): "a JUMBF box is larger than \(limit) bytes; not read"
    case .libjpegHeaderUnreadable(let error): "libjpeg could not read the header: \(error)"
    case .libjpegWarning(let warning, let count): "libjpeg: \(warning)" + (count > 1 ? " (and \(count - 1) more)" : "")
    case .noImageData: "the file has no image data: EOI comes before any scan"
    case .imageDataCut(let offset, let start):
      "truncated: the file ends at byte \(offset), inside the image data that starts at byte \(start), "
        + "with no end-of-image marker; the end of the picture is likely missing"
    case .imageDataEndUnchecked(let limit):
      "the image data runs past the \(limit) bytes metalens reads per file; whether the file is whole was not checked"
    case .headerBudgetReached(let limit, let offset):
      "the JPEG header is longer than the \(limit) bytes metalens reads; what follows byte \(offset) is not read"
    case .truncated(let offset):
      "truncated: the file ends at byte \(offset), inside the JPEG header, before the image data"
    case .truncatedInsideSegment(let offset, let segment, let start, let declared, let present):
      "truncated: the file ends at byte \(offset), inside the \(segment) segment at byte \(start), which declares "
        + "\(declared) bytes of data; the \(present) present are read, and there is no image data"
    case .segmentLengthInvalid(let offset):
      "corrupt: invalid segment length at byte \(offset); the segments after it are not read"
    case .segmentLimit(let limit): "more than \(limit) segments before the image data; the rest are not read"
    }
  }
}
