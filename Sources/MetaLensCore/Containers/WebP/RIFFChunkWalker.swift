/// Walks the chunks of a RIFF file (WebP) inside the size its header
/// claims: each chunk's 8-byte header, and the data of the chunks asked for
/// only, so the image data (VP8, VP8L, ANMF frames) is skipped unread.
struct RIFFChunkWalker {
  typealias Chunk = WalkedChunk

  struct Result {
    var chunks: [Chunk] = []
    var notices: [ReadingNotice] = []
    /// The size the RIFF header claims, including its 8 bytes.
    var riffSize: Int64 = 0
  }

  static let headerLength: Int64 = 12
  let maxChunks: Int
  /// Chunks whose data is read; for the others only where they are.
  let readTypes: Set<String>
  /// How many bytes to read of chunks whose start alone matters (VP8 frame headers).
  let headTypes: [String: Int]

  func walk(_ window: inout some ByteWindow) throws(MetaLensError) -> Result {
    var result = Result()
    guard let header = try window.read(at: 0, count: Int(Self.headerLength)), header.count == Int(Self.headerLength)
    else {
      return result
    }
    result.riffSize = Int64(BinaryReader(header, bigEndian: false).u32(4) ?? 0) + 8
    var end = window.size
    if result.riffSize > window.size {
      result.notices.append(
        ReadingNotice(RIFFNotice.sizeMismatch(claimed: result.riffSize, fileSize: window.size)))
    } else {
      end = result.riffSize
    }
    var offset = Self.headerLength
    while offset + 8 <= end {
      guard result.chunks.count < maxChunks else {
        result.notices.append(ReadingNotice(RIFFNotice.chunkLimit(limit: maxChunks)))
        return result
      }
      guard let chunkHeader = try window.read(at: offset, count: 8), chunkHeader.count == 8 else {
        result.notices.append(
          ReadingNotice(RIFFNotice.budgetReached(offset: offset)))
        return result
      }
      let type = String(decoding: chunkHeader[0..<4], as: UTF8.self)
      let length = Int64(BinaryReader(chunkHeader, bigEndian: false).u32(4) ?? 0)
      let dataStart = offset + 8
      guard chunkHeader[0..<4].contains(where: { $0 != 0 }) else {
        result.notices.append(
          ReadingNotice(RIFFNotice.emptyChunkType(offset: offset)))
        return result
      }
      guard length <= end - dataStart else {
        result.notices.append(
          ReadingNotice(
            RIFFNotice.chunkTruncated(type: type, offset: offset, claimed: length, left: end - dataStart)))
        return result
      }
      var chunk = Chunk(type: type, offset: offset, length: length)
      let want = readTypes.contains(type) ? Int(length) : headTypes[type].map { min($0, Int(length)) }
      if let want {
        if want > ReadLimits.maxMetadataChunkBytes {
          result.notices.append(
            ReadingNotice(RIFFNotice.chunkTooLarge(type: type, offset: offset, length: length)))
        } else if let data = try window.read(at: dataStart, count: want) {
          chunk.data = data
        } else {
          result.notices.append(
            ReadingNotice(RIFFNotice.budgetReached(offset: offset)))
          return result
        }
      }
      result.chunks.append(chunk)
      offset = dataStart + length + (length & 1)
    }
    return result
  }
}
