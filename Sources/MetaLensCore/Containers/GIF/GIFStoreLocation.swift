/// Where a GIF's manifest store lies as c2pa-rs locates it for the data
/// hash's exclusion (`gif_io.rs`): the whole first `C2PA_GIF` application
/// extension (authentication code 01 00 00) before the first image, from
/// its introducer to its block terminator (GIF89a §26). Nil when there is
/// none there, where neither reads a store.
struct GIFStoreLocation<Source: RandomAccessBytes> {
  let source: Source

  func find() throws(MetaLensError) -> AssetBoxMap.Box? {
    let screen = try source.read(at: 0, count: 13)
    guard screen.count == 13 else { return nil }
    var offset = Int64(13) + (screen[10] & 0x80 != 0 ? 3 << (Int64(screen[10] & 7) + 1) : 0)
    for _ in 0..<ReadLimits.maxGIFBlocks {
      let head = try source.read(at: Int(offset), count: 14)
      guard head.count >= 2, head[0] == 0x21 else { return nil }
      let start = offset
      let isStore = head.count == 14 && head[1] == 0xFF && head[2] == 11 && Array(head[3..<14]) == Self.identifier
      guard let end = try subBlocksEnd(from: offset + 2) else { return nil }
      if isStore { return AssetBoxMap.Box(name: "C2PA", start: start, length: end - start) }
      offset = end
    }
    return nil
  }

  /// The offset after the block terminator of the sub-blocks at `start`.
  func subBlocksEnd(from start: Int64) throws(MetaLensError) -> Int64? {
    var offset = start
    for _ in 0..<ReadLimits.maxGIFBlocks {
      guard let size = try source.read(at: Int(offset), count: 1).first else { return nil }
      offset += 1 + Int64(size)
      if size == 0 { return offset }
    }
    return nil
  }

  static var identifier: [UInt8] { Array("C2PA_GIF".utf8) + [0x01, 0x00, 0x00] }
}
