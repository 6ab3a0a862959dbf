/// What the GIF walk (`GIFBlockWalk`) could not read, with the file's own
/// offsets.
enum GIFNotice: NoticeWording {
  case noTrailer(offset: Int64)
  case blockUnknown(kind: UInt8, offset: Int64)
  case blockTruncated(offset: Int64)
  /// More blocks than `ReadLimits.maxGIFBlocks`.
  case blockLimit
  /// The file goes past the bytes read per file, from `offset` on.
  case budgetReached(offset: Int64)
  case readError(offset: Int64, error: String)
  case iccTooLarge
  case c2paAfterImage(offset: Int64)
  case c2paTooLarge
  case xmpTooLarge(length: Int64)

  var code: ReadingNotice.Code {
    switch self {
    case .noTrailer: .gifNoTrailer
    case .blockUnknown: .gifBlockUnknown
    case .blockTruncated: .gifBlockTruncated
    case .blockLimit: .chunkLimit
    case .budgetReached: .headerBudgetReached
    case .readError: .gifReadError
    case .iccTooLarge, .c2paTooLarge: .blockTooLarge
    case .c2paAfterImage: .gifC2PAAfterImage
    case .xmpTooLarge: .chunkTooLarge
    }
  }

  var english: String {
    switch self {
    case .noTrailer(let offset): "truncated: the file ends at byte \(offset), before the GIF trailer"
    case .blockUnknown(let kind, let offset):
      "corrupt: an unknown GIF block (0x\(String(kind, radix: 16))) at byte \(offset); the rest is not read"
    case .blockTruncated(let offset): "truncated: the file ends inside a GIF block at byte \(offset)"
    case .blockLimit: "more than \(ReadLimits.maxGIFBlocks) GIF blocks; the rest are not read"
    case .budgetReached(let offset):
      "the GIF goes past the bytes metalens reads per file; the blocks from byte \(offset) are not read"
    case .readError(let offset, let error): "the GIF could not be read past byte \(offset): \(error)"
    case .iccTooLarge:
      "the GIF's ICC profile is over the \(ReadLimits.maxMetadataChunkBytes) bytes metalens reads; skipped"
    case .c2paAfterImage(let offset):
      "the GIF's C2PA extension at byte \(offset) comes after an image, where C2PA readers do not look; it is not read"
    case .c2paTooLarge:
      "the GIF's C2PA manifest store is over the \(ReadLimits.maxMetadataChunkBytes) bytes metalens reads; skipped"
    case .xmpTooLarge(let length):
      "the GIF's XMP is \(length) bytes, over the \(ReadLimits.maxMetadataChunkBytes) metalens reads; skipped"
    }
  }
}
