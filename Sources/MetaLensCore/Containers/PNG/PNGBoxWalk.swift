/// The chunks of a PNG (ISO 15948, 5.3) as c2pa-rs maps them for a
/// `c2pa.hash.boxes` binding and for where a data hash's exclusion must lie
/// (`png_io.rs`): the 8-byte signature as `PNGh`, then each chunk from its
/// length to its CRC, named by its type, the store's `caBX` as `C2PA`. The
/// walk ends at `IEND`. Beside `JPEGBoxWalk`: a container walk, not a C2PA
/// rule.
struct PNGBoxWalk<Source: RandomAccessBytes> {
  let source: Source

  /// The map, or nil for a chunk that runs past the file or more chunks
  /// than `AssetBoxMap.maxBoxes`.
  func map() throws(MetaLensError) -> AssetBoxMap? {
    var boxes = [AssetBoxMap.Box(name: "PNGh", start: 0, length: 8)]
    var offset: Int64 = 8
    while offset + 12 <= source.size {
      guard boxes.count < AssetBoxMap.maxBoxes else { return nil }
      let header = try source.read(at: Int(offset), count: 8)
      guard header.count == 8 else { return nil }
      let length = header[0..<4].reduce(Int64(0)) { $0 << 8 | Int64($1) } + 12
      let type = String(decoding: header[4..<8], as: UTF8.self)
      guard offset + length <= source.size else { return nil }
      boxes.append(AssetBoxMap.Box(name: type == "caBX" ? "C2PA" : type, start: offset, length: length))
      offset += length
      if type == "IEND" { break }
    }
    return AssetBoxMap(boxes: boxes)
  }
}
