/// JPEGs that lie about themselves, made from a real encode: a frame header
/// declaring another size, a scan repeated thousands of times. Decoding
/// bombs for the tests of `JPEGDecodeLimits`, a few hundred bytes each.
public enum HostileJPEG {
  /// `jpeg` with every frame header (SOFn) declaring `width` × `height`.
  public static func declaring(width: Int, height: Int, _ jpeg: [UInt8]) -> [UInt8] {
    var bytes = jpeg
    for segment in segments(jpeg) where [0xC0, 0xC1, 0xC2].contains(segment.marker) {
      let at = segment.start + 5
      bytes[at] = UInt8(height >> 8 & 0xFF)
      bytes[at + 1] = UInt8(height & 0xFF)
      bytes[at + 2] = UInt8(width >> 8 & 0xFF)
      bytes[at + 3] = UInt8(width & 0xFF)
    }
    return bytes
  }

  /// `jpeg` with its last scan (SOS and its data) written `times` times in
  /// all, then EOI.
  public static func repeatingLastScan(_ jpeg: [UInt8], times: Int) -> [UInt8] {
    guard let last = segments(jpeg).last(where: { $0.marker == 0xDA }) else { return jpeg }
    let scan = jpeg[last.start..<last.end]
    var bytes = Array(jpeg[..<last.start])
    bytes.reserveCapacity(bytes.count + scan.count * times + 2)
    for _ in 0..<times { bytes += scan }
    return bytes + [0xFF, 0xD9]
  }

  /// The marker segments of `jpeg`, each scan with its entropy-coded data.
  public static func segments(_ jpeg: [UInt8]) -> [(marker: UInt8, start: Int, end: Int)] {
    var result: [(marker: UInt8, start: Int, end: Int)] = []
    var offset = 2
    while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
      let marker = jpeg[offset + 1]
      if marker == 0xD9 { break }
      var end = offset + 2 + (Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3]))
      if marker == 0xDA {
        while end + 1 < jpeg.count,
          !(jpeg[end] == 0xFF && jpeg[end + 1] != 0x00 && !(0xD0...0xD7).contains(jpeg[end + 1]))
        {
          end += 1
        }
      }
      result.append((marker, offset, end))
      offset = end
    }
    return result
  }
}
