/// Where a TIFF's manifest store lies for the data hash's exclusion: the
/// value of tag 0xCD41 in the last IFD of the chain, else in IFD0, where
/// c2pa-rs (`tiff_io.rs`) and metalens read it. Nil for a BigTIFF or a file
/// whose chain holds no such tag there.
struct TIFFStoreLocation<Source: RandomAccessBytes> {
  let source: Source

  func find() throws(MetaLensError) -> AssetBoxMap.Box? {
    let header = try source.read(at: 0, count: 8)
    guard header.count == 8, header[0] == header[1], header[0] == 0x49 || header[0] == 0x4D else { return nil }
    let little = header[0] == 0x49
    func number(_ bytes: ArraySlice<UInt8>) -> Int64 {
      (little ? bytes.reversed() : Array(bytes)).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }
    guard number(header[2..<4]) == 42 else { return nil }
    var offset = number(header[4..<8])
    var first: AssetBoxMap.Box?
    var last: AssetBoxMap.Box?
    var visited: Set<Int64> = []
    while offset > 0, visited.insert(offset).inserted, visited.count <= Self.maxDirectories {
      let countBytes = try source.read(at: Int(offset), count: 2)
      guard countBytes.count == 2 else { break }
      let count = Int(number(countBytes[...]))
      let entries = try source.read(at: Int(offset) + 2, count: count * 12 + 4)
      guard entries.count == count * 12 + 4 else { break }
      last = nil
      for index in 0..<count {
        let entry = entries[(index * 12)..<(index * 12 + 12)]
        guard number(entry.prefix(2)) == 0xCD41 else { continue }
        last = AssetBoxMap.Box(
          name: "C2PA", start: number(entry.suffix(4)), length: number(entry.dropFirst(4).prefix(4)))
      }
      if visited.count == 1 { first = last }
      offset = number(entries.suffix(4))
    }
    return last ?? first
  }

  /// More IFDs than this is not a photo: the walk stops.
  static var maxDirectories: Int { 1_000 }
}
