/// The marker segments of a JPEG (ITU T.81, B.1) as c2pa-rs maps them for a
/// `c2pa.hash.boxes` binding: each segment from its marker to its end,
/// `SOS` with the entropy-coded data after it (restart markers and stuffed
/// `FF 00` included), markers without a length (`SOI`, `EOI`) two bytes
/// long. Consecutive APP11 segments of the C2PA store are one `C2PA` box;
/// an APP11 segment of 16 bytes or fewer is left out, as c2pa-rs leaves it.
/// The walk ends at `EOI`.
struct JPEGBoxWalk<Source: RandomAccessBytes> {
  let source: Source

  /// The whole map, or, with `untilStore`, the boxes up to the one after
  /// the store (the data hash's check of where the store lies needs no more).
  func map(untilStore: Bool = false) throws(MetaLensError) -> AssetBoxMap? {
    var boxes: [AssetBoxMap.Box] = []
    var storeInstance: [UInt8]?
    var offset: Int64 = 0
    while offset + 2 <= source.size {
      guard boxes.count < AssetBoxMap.maxBoxes else { return nil }
      if untilStore, storeInstance != nil, boxes.last?.name != "C2PA" { break }
      let head = try source.read(at: Int(offset), count: 4)
      guard head.count >= 2, head[0] == 0xFF else { return nil }
      let marker = head[1]
      if JPEGMarker.isStandalone(marker) {
        boxes.append(.init(name: Self.name(marker), start: offset, length: 2))
        offset += 2
        if marker == 0xD9 { break }
        continue
      }
      guard head.count == 4 else { return nil }
      var length = (Int64(head[2]) << 8 | Int64(head[3])) + 2
      guard length >= 4, offset + length <= source.size else { return nil }
      if marker == 0xDA { length += try entropyLength(from: offset + length) }
      if marker == 0xEB, length - 4 > 16 {
        let data = try source.read(at: Int(offset) + 4, count: 28)
        if let instance = storeInstance, data.count >= 4, Array(data[2..<4]) == instance,
          let last = boxes.last, last.name == "C2PA"
        {
          boxes[boxes.count - 1] = .init(name: "C2PA", start: last.start, length: last.length + length)
          offset += length
          continue
        }
        if data.count == 28, Array(data[24..<28]) == Array("c2pa".utf8) {
          storeInstance = Array(data[2..<4])
          boxes.append(.init(name: "C2PA", start: offset, length: length))
          offset += length
          continue
        }
      } else if marker == 0xEB {
        offset += length
        continue
      }
      boxes.append(.init(name: Self.name(marker), start: offset, length: length))
      offset += length
    }
    return AssetBoxMap(boxes: boxes)
  }

  /// The entropy-coded data from `start` to the next marker that is not a
  /// restart marker or a stuffed zero.
  func entropyLength(from start: Int64) throws(MetaLensError) -> Int64 {
    var offset = start
    var previousWasFF = false
    while offset < source.size {
      let chunk = try source.read(at: Int(offset), count: 1 << 20)
      guard !chunk.isEmpty else { break }
      for (index, byte) in chunk.enumerated() {
        if previousWasFF, byte != 0x00, !(0xD0...0xD7).contains(byte) {
          return offset + Int64(index) - 1 - start
        }
        previousWasFF = byte == 0xFF && !previousWasFF
      }
      offset += Int64(chunk.count)
    }
    return source.size - start
  }

  /// c2pa-rs's name for a marker.
  static func name(_ marker: UInt8) -> String {
    switch marker {
    case 0xD8: "SOI"
    case 0xD9: "EOI"
    case 0xDA: "SOS"
    case 0xDB: "DQT"
    case 0xC4: "DHT"
    case 0xCC: "DAC"
    case 0xDD: "DRI"
    case 0xFE: "COM"
    case 0xD0...0xD7: "RST\(marker - 0xD0)"
    case 0xE0...0xEF: "APP\(marker - 0xE0)"
    case 0xF0...0xFD: "JPG\(marker - 0xF0)"
    case 0xC0...0xCF: "SOF\(marker - 0xC0)"
    default: String(marker, radix: 16, uppercase: true)
    }
  }
}
