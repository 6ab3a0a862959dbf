/// Walks a run of GIF data sub-blocks (a size byte, that many bytes, until
/// a zero size) without reading their data unless asked, so later
/// extensions can be reached past an image's LZW data. Every sub-block
/// counts against `ReadLimits.maxGIFBlocks`.
struct GIFSubBlockReader {
  enum Stop: Error {
    case endOfData(Int64)
    case tooManyBlocks
    case budget(Int64)
  }

  var blocksSeen = 0
  let maxBlocks: Int

  /// Skips or collects the sub-blocks at `offset`; returns the offset after
  /// the terminator and, when `collect`, the data (up to `maxCollected` bytes).
  mutating func walk(
    _ window: inout some ByteWindow, at start: Int64, collect: Bool,
    maxCollected: Int = ReadLimits.maxMetadataChunkBytes
  ) throws -> (end: Int64, data: [UInt8], capped: Bool) {
    var offset = start
    var data: [UInt8] = []
    var capped = false
    while true {
      blocksSeen += 1
      guard blocksSeen <= maxBlocks else { throw Stop.tooManyBlocks }
      guard let sizeByte = try window.read(at: offset, count: 1) else { throw Stop.budget(offset) }
      guard let size = sizeByte.first else { throw Stop.endOfData(offset) }
      offset += 1
      if size == 0 { return (offset, data, capped) }
      guard offset + Int64(size) <= window.size else { throw Stop.endOfData(offset) }
      if collect && !capped {
        guard let bytes = try window.read(at: offset, count: Int(size)) else { throw Stop.budget(offset) }
        if data.count + bytes.count > maxCollected { capped = true } else { data += bytes }
      }
      offset += Int64(size)
    }
  }
}
