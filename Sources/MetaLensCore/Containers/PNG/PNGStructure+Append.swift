extension PNGStructure {
  /// Adds a chunk to the list, folding a run of IDAT or fdAT into one entry.
  mutating func append(_ chunk: PNGChunkWalker.Chunk) {
    if ["IDAT", "fdAT"].contains(chunk.type), var last = chunks.last, last.type == chunk.type {
      last.length += chunk.length
      last.count += 1
      chunks[chunks.count - 1] = last
    } else {
      chunks.append(ContainerChunk(type: chunk.type, offset: chunk.offset, length: chunk.length))
    }
  }
}
