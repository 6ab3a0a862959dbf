/// Walks a PNG's chunks from the signature to IEND, reading each chunk's
/// 8-byte header and the data of the metadata chunks only: image data
/// (IDAT, fdAT) is skipped unread, so the cost is the metadata's, not the
/// image's. CRCs are not checked: a bad CRC does not make the metadata
/// unreadable.
struct PNGChunkWalker {
  typealias Chunk = WalkedChunk

  struct Result {
    var chunks: [Chunk] = []
    var notices: [ReadingNotice] = []
    var reachedEnd = false
    /// True when the first chunk header is not a chunk header at all (an
    /// invalid type and a length past the end).
    var notPNGChunks = false
    /// Chunks whose type is four letters.
    var validChunks = 0
  }

  static let signatureLength: Int64 = 8
  /// Chunks whose data is read.
  static let metadataTypes: Set<String> = ["IHDR", "tEXt", "zTXt", "iTXt", "eXIf", "iCCP", "acTL", "tIME", "caBX"]

  /// The small chunks ExifTool decodes that `inspect` does not need
  /// (`PNGChunkTags`), read only when every tag is asked for.
  static let detailTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "bKGD", "sBIT", "PLTE", "tRNS", "hIST"]

  let maxChunks: Int
  /// Also read the data of `detailTypes`.
  var readsDetails = false

  func walk(_ window: inout some ByteWindow) throws(MetaLensError) -> Result {
    var result = Result()
    var offset = Self.signatureLength
    let size = window.size
    while offset < size {
      guard result.chunks.count < maxChunks else {
        result.notices.append(ReadingNotice(PNGNotice.chunkLimit(limit: maxChunks)))
        return result
      }
      guard let header = try window.read(at: offset, count: 8) else {
        result.notices.append(Self.budgetWarning(offset))
        return result
      }
      guard header.count == 8 else {
        result.notices.append(
          ReadingNotice(PNGNotice.headerTruncated(offset: offset)))
        return result
      }
      let reader = BinaryReader(header)
      let length = Int64(reader.u32(0) ?? 0)
      let type = String(decoding: header[4..<8], as: UTF8.self)
      // ExifTool reads on past a chunk with a damaged type; so does metalens,
      // as long as its length fits the file.
      let validType = header[4..<8].allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
      let dataStart = offset + 8
      guard length <= Int64(Int32.max), length <= size - dataStart else {
        guard validType || !result.chunks.isEmpty else {
          result.notices.append(ReadingNotice(PNGNotice.chunkInvalid(offset: offset)))
          result.notPNGChunks = true
          return result
        }
        result.notices.append(
          ReadingNotice(
            PNGNotice.chunkTruncated(type: type, offset: offset, claimed: length, left: size - dataStart)))
        return result
      }
      if validType {
        result.validChunks += 1
      } else {
        result.notices.append(
          ReadingNotice(PNGNotice.chunkTypeInvalid(offset: offset)))
      }
      var chunk = Chunk(type: WalkedChunk.printable(type), offset: offset, length: length)
      if Self.metadataTypes.contains(type) || (readsDetails && Self.detailTypes.contains(type)) {
        if length > Int64(ReadLimits.maxMetadataChunkBytes) {
          result.notices.append(
            ReadingNotice(PNGNotice.chunkTooLarge(type: type, offset: offset, length: length)))
        } else if let data = try window.read(at: dataStart, count: Int(length)) {
          chunk.data = data
        } else {
          result.notices.append(Self.budgetWarning(offset))
          result.chunks.append(chunk)
          return result
        }
      }
      result.chunks.append(chunk)
      if type == "IEND" {
        result.reachedEnd = true
        return result
      }
      // The CRC may be missing after the last chunk: that is still the end.
      offset = dataStart + length + 4
    }
    result.notices.append(ReadingNotice(PNGNotice.noIEND))
    return result
  }

  private static func budgetWarning(_ offset: Int64) -> ReadingNotice {
    ReadingNotice(PNGNotice.budgetReached(offset: offset))
  }
}
