#if canImport(Glibc)
  import Glibc
#endif

/// Walks a JPEG's image data by its markers alone, from just past the first
/// SOS segment: inside a scan a 0xFF byte is followed by 0x00 (stuffing), a
/// restart marker or fill, so any other marker ends the scan (ITU-T T.81,
/// B.1.1.5 and F.1.2.3); the segments between scans (DHT, DQT, DRI, DNL,
/// APPn, COM, the next SOS) are stepped over by their lengths, so bytes
/// inside them are never taken for a marker.
///
/// It counts the scans, which bound a decoder's passes before libjpeg starts
/// (`JPEGDecodeLimits`), and finds where the image data ends, which tells a
/// file cut inside its picture from one that carries data after its end
/// (a motion photo's video, a program's trailer). It
/// reads the bytes in pieces it is handed, so it can walk a file through a
/// fixed buffer (`end(of:headerEnd:)`) as well as bytes held whole (`walk`).
struct JPEGImageDataWalk {
  /// Where the walk ended.
  enum End: Equatable {
    /// At the EOI marker; the offset is just past it.
    case endOfImage(Int)
    /// The data ended before any EOI.
    case endOfData
    /// More scans than the limit: counting stopped.
    case scanLimit
  }

  /// What to do after a piece.
  enum Step: Equatable {
    case ended(End)
    /// The walk needs the bytes from this offset on.
    case needs(from: Int)
  }

  /// Scans met so far, the first one included.
  private(set) var scans = 1
  private var offset: Int
  private let scanLimit: Int

  /// `headerEnd` is just past the first SOS segment, as
  /// `JPEGSegmentScanner` gives it.
  init(headerEnd: Int, scanLimit: Int = .max) {
    offset = headerEnd
    self.scanLimit = scanLimit
  }

  /// Walks `piece`, the bytes from `start`, which must hold the offset the
  /// last step asked for; `isLast` when the data ends with it.
  mutating func advance(through piece: UnsafeRawBufferPointer, at start: Int, isLast: Bool) -> Step {
    let end = start + piece.count
    guard let base = piece.baseAddress else { return isLast ? .ended(.endOfData) : .needs(from: offset) }
    while scans <= scanLimit {
      guard offset < end else { return isLast ? .ended(.endOfData) : .needs(from: offset) }
      guard let hit = memchr(base + (offset - start), 0xFF, end - offset) else {
        offset = end
        continue
      }
      let position = start + base.distance(to: UnsafeRawPointer(hit))
      // A marker is read with its length: four bytes.
      guard position + 3 < end else {
        if isLast && position + 1 < end && piece[position + 1 - start] == JPEGMarker.eoi {
          return .ended(.endOfImage(position + 2))
        }
        offset = position
        return isLast ? .ended(.endOfData) : .needs(from: position)
      }
      let marker = piece[position + 1 - start]
      switch marker {
      case 0x00, 0xFF, 0xD0...0xD7:
        offset = position + 1
      case JPEGMarker.eoi:
        return .ended(.endOfImage(position + 2))
      default:
        let length = Int(piece[position + 2 - start]) << 8 | Int(piece[position + 3 - start])
        if marker == JPEGMarker.sos { scans += 1 }
        offset = position + 2 + max(2, length)
      }
    }
    return .ended(.scanLimit)
  }

  /// Walks `bytes`, held whole.
  static func walk(_ bytes: [UInt8], headerEnd: Int, scanLimit: Int = .max) -> (scans: Int, end: End) {
    var walk = JPEGImageDataWalk(headerEnd: headerEnd, scanLimit: scanLimit)
    let step = bytes.withUnsafeBytes { walk.advance(through: $0, at: 0, isLast: true) }
    guard case .ended(let end) = step else { return (walk.scans, .endOfData) }
    return (walk.scans, end)
  }

  /// The bytes a piece of the file is read in.
  static let pieceSize = 64 << 10
  /// The tail looked at first: a file that ends in EOI, with any padding
  /// after it, is whole without a walk.
  static let tailSize = 4096

  /// Where the image data of the JPEG in `window` ends; nil when that
  /// cannot be told within the bytes metalens reads per file
  /// (`ReadLimits.maxHeaderBytes`). Most files end in EOI, padded or not,
  /// and cost one read of their tail; a file that does not is walked from
  /// its first scan through a fixed buffer until EOI or its end.
  static func end(of window: inout some ByteWindow, headerEnd: Int) throws(MetaLensError) -> End? {
    let size = Int(window.size)
    let tailStart = max(headerEnd, size - tailSize)
    guard let tail = try window.read(at: Int64(tailStart), count: size - tailStart) else { return nil }
    if let last = tail.lastIndex(where: { $0 != 0x00 && $0 != 0xFF }), last > 0, tail[last] == JPEGMarker.eoi,
      tail[last - 1] == 0xFF
    {
      return .endOfImage(tailStart + last + 1)
    }
    var walk = JPEGImageDataWalk(headerEnd: headerEnd)
    var position = headerEnd
    while true {
      guard let piece = try window.read(at: Int64(position), count: pieceSize) else { return nil }
      let isLast = position + piece.count >= size
      switch piece.withUnsafeBytes({ walk.advance(through: $0, at: position, isLast: isLast) }) {
      case .ended(let end):
        return end
      case .needs(let from):
        guard from > position else { return nil }
        position = from
      }
    }
  }
}
