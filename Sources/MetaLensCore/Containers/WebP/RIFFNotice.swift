/// What the RIFF walk (`RIFFChunkWalker`, WebP) could not read, with the
/// file's own offsets and sizes.
enum RIFFNotice: NoticeWording {
  case sizeMismatch(claimed: Int64, fileSize: Int64)
  case chunkLimit(limit: Int)
  /// The metadata goes past the bytes read per file, from `offset` on.
  case budgetReached(offset: Int64)
  case emptyChunkType(offset: Int64)
  case chunkTruncated(type: String, offset: Int64, claimed: Int64, left: Int64)
  case chunkTooLarge(type: String, offset: Int64, length: Int64)

  var code: ReadingNotice.Code {
    switch self {
    case .sizeMismatch: .riffSizeMismatch
    case .chunkLimit: .chunkLimit
    case .budgetReached: .headerBudgetReached
    case .emptyChunkType: .chunkTypeInvalid
    case .chunkTruncated: .chunkTruncated
    case .chunkTooLarge: .chunkTooLarge
    }
  }

  var english: String {
    switch self {
    case .sizeMismatch(let claimed, let fileSize):
      "truncated: the RIFF header claims \(claimed) bytes but the file has \(fileSize)"
    case .chunkLimit(let limit): "more than \(limit) RIFF chunks; the rest are not read"
    case .budgetReached(let offset):
      "the WebP's metadata goes past the bytes metalens reads per file; the chunks from byte \(offset) are not read"
    case .emptyChunkType(let offset): "corrupt: an empty chunk type at byte \(offset); the chunks after it are not read"
    case .chunkTruncated(let type, let offset, let claimed, let left):
      "truncated: the \(WalkedChunk.printable(type)) chunk at byte \(offset) claims \(claimed) bytes but \(left) are left"
    case .chunkTooLarge(let type, let offset, let length):
      "the \(type) chunk at byte \(offset) is \(length) bytes, over the \(ReadLimits.maxMetadataChunkBytes) metalens "
        + "reads; skipped"
    }
  }
}
