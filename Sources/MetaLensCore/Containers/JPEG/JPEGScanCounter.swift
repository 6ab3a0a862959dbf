#if canImport(Glibc)
  import Glibc
#endif

/// Counts the scans (SOS segments) of a JPEG held in memory, walking the
/// entropy-coded data between them by its markers alone: inside a scan a
/// 0xFF byte is followed by 0x00 (stuffing), a restart marker or fill, so
/// any other marker ends it (ITU-T T.81, B.1.1.5 and F.1.2.3). Each scan
/// of a progressive file is a pass of the decoder over every block, so the
/// count bounds the work before libjpeg starts (`JPEGDecodeLimits`).
enum JPEGScanCounter {
  /// The scans of `bytes` from `headerEnd` (just past the first SOS
  /// segment, as `JPEGSegmentScanner` gives it), counting that one; stops
  /// counting past `limit`, at EOI, or where the data ends.
  static func count(_ bytes: [UInt8], headerEnd: Int, limit: Int) -> Int {
    var scans = 1
    var offset = headerEnd
    return bytes.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return scans }
      while scans <= limit, offset + 1 < buffer.count {
        guard let hit = memchr(base + offset, 0xFF, buffer.count - offset - 1) else { break }
        let position = base.distance(to: UnsafeRawPointer(hit))
        let marker = buffer[position + 1]
        switch marker {
        case 0x00, 0xFF, 0xD0...0xD7:
          offset = position + 1
        case JPEGMarker.eoi:
          return scans
        default:
          // A segment between scans (DHT, DQT, DRI, DNL, APPn, COM, the next
          // SOS): skip it by its length.
          guard position + 3 < buffer.count else { return scans }
          let length = Int(buffer[position + 2]) << 8 | Int(buffer[position + 3])
          if marker == JPEGMarker.sos { scans += 1 }
          offset = position + 2 + max(2, length)
        }
      }
      return scans
    }
  }
}
