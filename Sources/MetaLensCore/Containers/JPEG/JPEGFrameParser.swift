/// Parses a SOFn segment's payload: precision, size and components.
enum JPEGFrameParser {
  static func frame(marker: UInt8, payload: ArraySlice<UInt8>) -> JPEGFrame? {
    let reader = BinaryReader(payload)
    guard let precision = reader.u8(0), let height = reader.u16(1), let width = reader.u16(3),
      let count = reader.u8(5)
    else { return nil }
    var components: [JPEGComponent] = []
    for index in 0..<Int(count) {
      let offset = 6 + 3 * index
      guard let id = reader.u8(offset), let sampling = reader.u8(offset + 1), let table = reader.u8(offset + 2)
      else { return nil }
      components.append(
        JPEGComponent(
          id: Int(id), horizontalSampling: Int(sampling >> 4), verticalSampling: Int(sampling & 0x0F),
          quantizationTable: Int(table)))
    }
    return JPEGFrame(
      marker: marker, width: Int(width), height: Int(height), bitsPerSample: Int(precision), components: components)
  }

  /// The frame size of a JPEG held in memory (an EXIF thumbnail), read from
  /// its first SOF segment.
  static func size(ofJPEG bytes: [UInt8]) -> (Int, Int)? {
    var window = MemoryWindow(bytes)
    guard let scan = try? JPEGSegmentScanner(maxSegments: 256).scan(&window),
      let sof = scan.entries.first(where: { JPEGMarker.isStartOfFrame($0.segment.marker) }),
      let frame = frame(marker: sof.segment.marker, payload: bytes[sof.payload])
    else { return nil }
    return (frame.width, frame.height)
  }
}
