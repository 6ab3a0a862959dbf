/// What the PNG readers (`PNGChunkWalker`, `PNGMetadataReader`,
/// `PNGTextBlocks`) could not read, with the file's own chunks and offsets.
enum PNGNotice: NoticeWording {
  case chunkLimit(limit: Int)
  case headerTruncated(offset: Int64)
  case chunkInvalid(offset: Int64)
  case chunkTruncated(type: String, offset: Int64, claimed: Int64, left: Int64)
  case chunkTypeInvalid(offset: Int64)
  case chunkTooLarge(type: String, offset: Int64, length: Int64)
  case noIEND
  /// The metadata goes past the bytes read per file, from `offset` on.
  case budgetReached(offset: Int64)
  case firstChunkNotIHDR(type: String)
  case ihdrTooShort(length: Int)
  case textMalformed(type: String, offset: Int64)
  /// A text chunk whose text could not be read, and why.
  case textUnreadable(type: String, keyword: String, offset: Int64, problem: String)
  /// Compressed text chunks left once `ReadLimits.maxInflatedTextBytesPerFile`
  /// was inflated.
  case textsOverLimit(count: Int)
  case iccpNotInflated
  case iccpTooLarge(limit: Int)
  case iccpDamaged(reason: String)
  case rawProfileUnreadable(keyword: String)

  var code: ReadingNotice.Code {
    switch self {
    case .chunkLimit: .chunkLimit
    case .headerTruncated, .chunkTruncated: .chunkTruncated
    case .chunkInvalid: .pngChunkInvalid
    case .chunkTypeInvalid: .chunkTypeInvalid
    case .chunkTooLarge: .chunkTooLarge
    case .noIEND: .pngNoIEND
    case .budgetReached: .headerBudgetReached
    case .firstChunkNotIHDR: .pngFirstChunkNotIHDR
    case .ihdrTooShort: .pngIHDRTooShort
    case .textMalformed: .pngTextMalformed
    case .textUnreadable, .textsOverLimit: .pngTextUnreadable
    case .iccpNotInflated, .iccpTooLarge: .pngICCPTooLarge
    case .iccpDamaged: .pngICCPDamaged
    case .rawProfileUnreadable: .pngRawProfileUnreadable
    }
  }

  var english: String {
    switch self {
    case .chunkLimit(let limit): "more than \(limit) PNG chunks; the rest are not read"
    case .headerTruncated(let offset): "truncated: the file ends inside the chunk header at byte \(offset)"
    case .chunkInvalid(let offset): "corrupt: invalid PNG chunk at byte \(offset)"
    case .chunkTruncated(let type, let offset, let claimed, let left):
      "truncated: the \(WalkedChunk.printable(type)) chunk at byte \(offset) claims \(claimed) bytes but the file has "
        + "\(left) left"
    case .chunkTypeInvalid(let offset): "corrupt: the chunk at byte \(offset) has an invalid type; it is skipped"
    case .chunkTooLarge(let type, let offset, let length):
      "the \(type) chunk at byte \(offset) is \(length) bytes, over the \(ReadLimits.maxMetadataChunkBytes) metalens "
        + "reads; skipped"
    case .noIEND: "truncated: the file ends before the IEND chunk"
    case .budgetReached(let offset):
      "the PNG's metadata goes past the bytes metalens reads per file; the chunks from byte \(offset) are not read"
    case .firstChunkNotIHDR(let type): "the first chunk is \(type), not IHDR"
    case .ihdrTooShort(let length): "the IHDR chunk is \(length) bytes, too short"
    case .textMalformed(let type, let offset): "the \(type) chunk at byte \(offset) is malformed"
    case .textUnreadable(let type, let keyword, let offset, let problem):
      "the \(type) chunk \"\(keyword)\" at byte \(offset): \(problem)"
    case .textsOverLimit(let count):
      "\(count) compressed text chunks are not read: the file's earlier ones already inflated to "
        + "\(ReadLimits.maxInflatedTextBytesPerFile) bytes, the limit for one file"
    case .iccpNotInflated:
      "the iCCP profile is not inflated: the file's compressed chunks already inflated to "
        + "\(ReadLimits.maxInflatedTextBytesPerFile) bytes, the limit for one file"
    case .iccpTooLarge(let limit): "the iCCP profile inflates to more than \(limit) bytes; not read"
    case .iccpDamaged(let reason): "the iCCP profile's compressed data is damaged (\(reason))"
    case .rawProfileUnreadable(let keyword): "the PNG text \"\(keyword)\" is not a readable raw profile"
    }
  }
}
