import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The walk that tells a JPEG cut inside its picture from one with data
/// after it: a wrong answer flags a camera original as cut short, or lets a
/// cut one pass as whole.
@Suite("JPEG image data walk: scans and where the picture data ends")
struct JPEGImageDataWalkTests {
  static let progressive = ImageFixture(width: 160, height: 96, progressive: true, textured: true)
  static let baseline = ImageFixture(width: 160, height: 96, textured: true)

  static func headerEnd(_ bytes: [UInt8]) throws -> Int {
    var window = MemoryWindow(bytes)
    return try JPEGSegmentScanner(maxSegments: 100).scan(&window).headerEnd
  }

  /// Walked in pieces of any size, a file gives what it gives whole: a
  /// marker split across two pieces is still read as one.
  @Test("pieces of any size give the whole walk's scans and end", arguments: [4, 5, 7, 64, 1000])
  func pieces(size: Int) throws {
    for fixture in [Self.progressive, Self.baseline] {
      let bytes = try fixture.encoded()
      let start = try Self.headerEnd(bytes)
      let whole = JPEGImageDataWalk.walk(bytes, headerEnd: start)
      #expect(whole.end == .endOfImage(bytes.count))
      var walk = JPEGImageDataWalk(headerEnd: start)
      var position = start
      var end: JPEGImageDataWalk.End?
      while end == nil {
        let piece = Array(bytes[position..<min(bytes.count, position + size)])
        let isLast = position + piece.count >= bytes.count
        switch piece.withUnsafeBytes({ walk.advance(through: $0, at: position, isLast: isLast) }) {
        case .ended(let found): end = found
        case .needs(let from): position = from
        }
      }
      #expect(end == whole.end)
      #expect(walk.scans == whole.scans)
    }
  }

  @Test("a progressive file's scans are counted, up to one past the limit")
  func scans() throws {
    let bytes = try Self.progressive.encoded()
    let start = try Self.headerEnd(bytes)
    let scans = JPEGImageDataWalk.walk(bytes, headerEnd: start).scans
    #expect(scans > 1)
    let limited = JPEGImageDataWalk.walk(bytes, headerEnd: start, scanLimit: 2)
    #expect(limited.scans == 3 && limited.end == .scanLimit)
  }

  /// What the reader sees: the file's tail, then a walk when the tail is
  /// not an EOI.
  @Test(
    "the end of a file's picture data",
    arguments: [
      ("whole", 0, [UInt8](), true),
      ("cut inside the last scan", 30, [], false),
      ("followed by 100 kB of other data", 0, [UInt8](repeating: 0x41, count: 100_000), true),
      ("padded with 0xFF", 0, [UInt8](repeating: 0xFF, count: 9), true),
      ("cut, then padded with zeros", 30, [UInt8](repeating: 0, count: 64), false),
    ])
  func end(label: String, cut: Int, appended: [UInt8], whole: Bool) throws {
    let original = try Self.progressive.encoded()
    let bytes = Array(original.dropLast(cut)) + appended
    var window = MemoryWindow(bytes)
    let end = try JPEGImageDataWalk.end(of: &window, headerEnd: try Self.headerEnd(bytes))
    #expect(end == (whole ? .endOfImage(original.count) : .endOfData), "\(label)")
  }
}
