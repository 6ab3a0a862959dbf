/// A JPEG rewritten with its tables in a camera's layout: every DQT
/// segment's tables in one DQT segment and every DHT segment's in one DHT
/// segment, each where the first of its kind was. libjpeg writes one table
/// per segment (`jcmarker.c`); Nikon Coolpix, Sony Cyber-shot and Samsung
/// encoders pack them (issue 36). Image data and tables are unchanged.
public enum PackedTables {
  /// `jpeg` with its header tables packed; bytes it cannot walk are kept.
  public static func packed(_ jpeg: [UInt8]) -> [UInt8] {
    guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return jpeg }
    var segments: [(marker: UInt8, payload: [UInt8])] = []
    var offset = 2
    while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
      let marker = jpeg[offset + 1]
      let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
      guard marker != 0xDA, length >= 2, offset + 2 + length <= jpeg.count else { break }
      segments.append((marker, Array(jpeg[(offset + 4)..<(offset + 2 + length)])))
      offset += 2 + length
    }
    var output: [UInt8] = [0xFF, 0xD8]
    var written: Set<UInt8> = []
    for segment in segments {
      guard [0xDB, 0xC4].contains(segment.marker) else {
        output += FixtureSegment.segment(segment.marker, segment.payload)
        continue
      }
      guard written.insert(segment.marker).inserted else { continue }
      let payload = segments.filter { $0.marker == segment.marker }.flatMap(\.payload)
      output += FixtureSegment.segment(segment.marker, payload)
    }
    return output + jpeg[offset...]
  }
}
