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
      // Each step moves on: a walk that stood still would end the loop here
      // and fail below, not hang.
      for _ in 0...bytes.count where end == nil {
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

  /// A buffer cut to the read limit, as `read(bytes:)` keeps a large one,
  /// is not a cut file: what lies past it is not judged.
  @Test("past the bytes kept, the end is not judged, in memory or in a file")
  func budget() throws {
    let picture = try Self.progressive.encoded()
    let start = try Self.headerEnd(picture)
    // A trailer with no EOI at the end: the walk must read on to find the
    // picture's EOI, and here it may not.
    let bytes = picture + [UInt8](repeating: 0x41, count: 20_000)
    var cut = MemoryWindow(Array(bytes.prefix(start + 100)), size: Int64(bytes.count))
    #expect(try JPEGImageDataWalk.end(of: &cut, headerEnd: start) == nil)
    var whole = MemoryWindow(bytes)
    #expect(try JPEGImageDataWalk.end(of: &whole, headerEnd: start) == .endOfImage(picture.count))

    let limits = ReadLimits(maxHeaderBytes: start + 100)
    let path = try TemporaryFiles.write(bytes, named: "trailer.jpg")
    for metadata in [
      try PhotoMetadataService(limits: limits).read(path: path),
      try PhotoMetadataService(limits: limits).read(bytes: bytes),
    ] {
      #expect(metadata.noticeCodes.contains(.jpegImageDataEndUnchecked))
      #expect(!metadata.noticeCodes.contains(.jpegImageDataCut))
      #expect(OriginalityScorer().score(metadata).flags.allSatisfy { $0.id != "file-cut-short" })
    }
  }
}
