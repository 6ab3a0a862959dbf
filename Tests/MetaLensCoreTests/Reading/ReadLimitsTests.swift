import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Each bound in `ReadLimits` at its edge: at the limit everything is read;
/// one past it, the reader stops there, keeps what it read and says so.
@Suite("Read limits at their edges")
struct ReadLimitsTests {
  static let sample = SampleFixtures.editedInPhotoshop

  static func read(_ fixture: JPEGFixture, limits: ReadLimits = .standard) throws -> PhotoMetadata {
    try PhotoMetadataService(limits: limits).read(bytes: try fixture.bytes())
  }

  @Test(
    "header bytes: a header that fits is read whole; one byte more and the rest is named, not called damage",
    arguments: [0, 1], [false, true])
  func headerBytes(over: Int, fromFile: Bool) throws {
    let full = try Self.read(Self.sample)
    let scan = try #require(full.jpeg?.segments.last)
    let limits = ReadLimits(maxHeaderBytes: scan.offset + 2 + scan.length - over)
    let metadata =
      fromFile
      ? try PhotoMetadataService(limits: limits).read(path: try Self.sample.write())
      : try Self.read(Self.sample, limits: limits)
    #expect(metadata.noticeMessages.contains { $0.contains("longer than the") } == (over == 1))
    #expect(metadata.noticeCodes.contains(.headerBudgetReached) == (over == 1))
    #expect(!metadata.noticeMessages.contains { $0.contains("truncated") })
    #expect(metadata.value("IFD0", "Software") == full.value("IFD0", "Software"))
  }

  @Test(
    "header bytes: reads at an offset (a TIFF's IFDs, a PNG's late text) share the budget with the prefix",
    arguments: [0, 1])
  func randomReadBudget(over: Int) throws {
    let bytes = (0..<(512 << 10)).map { UInt8(truncatingIfNeeded: $0) }
    let path = try TemporaryFiles.write(bytes, named: "budget.bin")
    let limit = FileHeaderWindow.initialSize + 1000
    var window = try FileHeaderWindow(source: try FileSource(path: path), limit: limit)
    let tail = try window.read(at: 300_000, count: 1000 + over)
    #expect(tail.map(Array.init) == (over == 0 ? Array(bytes[300_000..<301_000]) : nil))
    #expect(try window.read(at: 100, count: 10) == Array(bytes[100..<110]), "the prefix costs nothing more")
    #expect(try window.read(at: Int64(bytes.count) - 4, count: 10)?.count == (over == 0 ? nil : 4))
  }

  @Test("segments before the scan", arguments: [0, 1])
  func segments(over: Int) throws {
    let count = try #require(try Self.read(Self.sample).jpeg?.segments.count)
    let metadata = try Self.read(Self.sample, limits: ReadLimits(maxSegments: count - over))
    #expect(metadata.jpeg?.segments.count == count - over)
    #expect(metadata.noticeMessages.contains { $0.contains("more than \(count - over) segments") } == (over == 1))
    #expect(metadata.noticeCodes.contains(.chunkLimit) == (over == 1))
  }

  @Test("size of a reassembled Extended XMP packet", arguments: [0, 1])
  func extendedXMPSize(over: Int) throws {
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let packet = XMPPackets.wrap("<xmp:Label>extended</xmp:Label>")
    let fixture = JPEGFixture(segments: [
      .xmp(XMPPackets.wrap("<xmpNote:HasExtendedXMP>\(guid)</xmpNote:HasExtendedXMP>")),
      .extendedXMP(guid: guid, packet: packet, chunkSize: 400),
    ])
    let metadata = try Self.read(fixture, limits: ReadLimits(maxReassembledBytes: packet.utf8.count - over))
    #expect((metadata.value("XMP-xmp", "Label") == .text("extended")) == (over == 0))
    #expect(metadata.noticeMessages.contains { $0.contains("over the limit") } == (over == 1))
  }

  @Test("size of a reassembled ICC profile", arguments: [0, 1])
  func iccSize(over: Int) throws {
    let profile = ICCFixture.profile(description: "Display P3", copyright: "Apple")
    let fixture = JPEGFixture(segments: [.icc(profile: profile, chunkSize: 100)])
    let metadata = try Self.read(fixture, limits: ReadLimits(maxReassembledBytes: profile.count - over))
    #expect((metadata.value("ICC_Profile", "ProfileDescription") == .text("Display P3")) == (over == 0))
    #expect(
      metadata.noticeMessages
        == (over == 1
          ? ["the ICC profile is \(profile.count) bytes, over the limit of \(profile.count - 1); not read"] : []))
  }

  @Test("XMP nesting depth", arguments: [0, 1])
  func xmpDepth(over: Int) throws {
    let wrapperDepth = XMPNamespaceIsolator(Array(XMPPackets.wrap("<xmp:Label>x</xmp:Label>").utf8)).depth
    let levels = ReadLimits.maxXMPDepth - wrapperDepth + 1 + over
    let body =
      String(repeating: "<xmp:Label rdf:parseType=\"Resource\">", count: levels - 1) + "<xmp:Rating>1</xmp:Rating>"
      + String(repeating: "</xmp:Label>", count: levels - 1)
    let metadata = try Self.read(JPEGFixture(segments: [.xmp(XMPPackets.wrap(body))]))
    #expect(metadata.tags.groups.contains("XMP-xmp") == (over == 0))
    #expect(
      metadata.noticeMessages.contains { $0.contains("over the limit of \(ReadLimits.maxXMPDepth)") } == (over == 1))
  }

  @Test("Photoshop resources", arguments: [0, 1])
  func photoshopResources(over: Int) throws {
    let resources = (0..<ReadLimits.maxPhotoshopResources + over).map {
      (id: UInt16(0x0400 + $0 % 100), data: [UInt8]())
    }
    let metadata = try Self.read(JPEGFixture(segments: [.photoshop(resources)]))
    #expect(metadata.photoshopResources.count == ReadLimits.maxPhotoshopResources)
    #expect(metadata.noticeMessages.contains { $0.contains("Photoshop resources") } == (over == 1))
  }

  @Test("IPTC datasets", arguments: [0, 1])
  func iptcDatasets(over: Int) throws {
    let datasets = (0..<ReadLimits.maxIPTCDatasets + over).map { _ in (number: UInt8(25), text: "") }
    let block: [(id: UInt16, data: [UInt8])] = [(0x0404, PhotoshopFixture.iptc(datasets))]
    let metadata = try Self.read(JPEGFixture(segments: [.photoshop(block)]))
    #expect(metadata.noticeMessages.contains { $0.contains("datasets") } == (over == 1))
  }

  @Test("ICC tag table entries", arguments: [0, 1])
  func iccTags(over: Int) throws {
    let header = Array(ICCFixture.profile(description: "", copyright: "").prefix(128))
    let count = ReadLimits.maxICCTags + over
    let body = Array("desc".utf8) + [0, 0, 0, 0] + FixtureSegment.bigEndian32(3) + Array("P3\0".utf8)
    let entry =
      Array("desc".utf8) + FixtureSegment.bigEndian32(UInt32(132 + 12 * count))
      + FixtureSegment.bigEndian32(UInt32(body.count))
    var profile = header + FixtureSegment.bigEndian32(UInt32(count)) + (0..<count).flatMap { _ in entry } + body
    profile.replaceSubrange(0..<4, with: FixtureSegment.bigEndian32(UInt32(profile.count)))
    let metadata = try Self.read(JPEGFixture(segments: [.icc(profile: profile, chunkSize: 60_000)]))
    #expect(metadata.tags.tags(in: "ICC_Profile").isEmpty == (over == 1))
    #expect(metadata.noticeMessages.contains { $0.contains("tags, over the limit") } == (over == 1))
  }

  @Test("ICC text length", arguments: [0, 1])
  func iccText(over: Int) throws {
    let text = String(repeating: "é", count: ReadLimits.maxICCTextBytes / 2 + over)  // UTF-16: two bytes each
    let profile = ICCFixture.profile(description: text, copyright: "c")
    let metadata = try Self.read(JPEGFixture(segments: [.icc(profile: profile, chunkSize: 60_000)]))
    let shown = try #require(metadata.value("ICC_Profile", "ProfileDescription"))
    #expect(shown == .text(String(text.prefix(ReadLimits.maxICCTextBytes / 2))))
    #expect(metadata.noticeMessages.contains { $0.contains("ProfileDescription is longer") } == (over == 1))
  }
}

/// The HEIF bounds at their edges.
@Suite("Read limits at their edges: HEIF")
struct HEIFReadLimitsTests {
  @Test("HEIF items: at the limit all are read; one more and the rest are not", arguments: [0, 1])
  func items(over: Int) throws {
    var fixture = HEIFFixture(width: 64, height: 48)
    fixture.extraItems = ReadLimits.maxHEIFItems - 1 + over
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(metadata.heif?.itemCount == ReadLimits.maxHEIFItems)
    #expect(
      metadata.noticeMessages.contains { $0.contains("more than \(ReadLimits.maxHEIFItems) HEIF items") } == (over == 1)
    )
    #expect(metadata.imageSize == PixelSize(width: 64, height: 48), "what was read is kept")
  }

  @Test("top-level ISOBMFF boxes: at the limit all are read; one more and the rest are not", arguments: [0, 1])
  func boxes(over: Int) throws {
    var fixture = HEIFFixture(width: 64, height: 48)
    fixture.trailingFreeBoxes = ReadLimits.maxISOBMFFBoxes - 3 + over  // after ftyp, meta and mdat
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(
      metadata.noticeMessages.contains { $0.contains("more than \(ReadLimits.maxISOBMFFBoxes) ISOBMFF boxes") }
        == (over == 1))
    #expect(metadata.imageSize == PixelSize(width: 64, height: 48))
  }

  @Test("boxes inside meta: at the limit all are read; one more and the rest are not", arguments: [0, 1])
  func metaBoxes(over: Int) throws {
    var fixture = HEIFFixture(width: 64, height: 48)
    // meta holds hdlr, pitm, iinf, iloc, iprp, iref (6), the primary's infe, ipco, ipma, av1C and
    // ispe (5): 11 boxes before the extra infe boxes.
    fixture.extraItems = ReadLimits.maxISOBMFFBoxes - 11 + over
    let metadata = try PhotoMetadataService().read(bytes: fixture.bytes())
    #expect(
      metadata.noticeMessages.contains { $0.contains("more than \(ReadLimits.maxISOBMFFBoxes) ISOBMFF boxes") }
        == (over == 1))
  }

  /// docs/SECURITY.md lists every limit: a new one must be named there.
  @Test("every limit of ReadLimits is listed in docs/SECURITY.md")
  func everyLimitDocumented() throws {
    let root = CommandRunner.packageRoot
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/MetaLensCore/Reading/ReadLimits.swift"), encoding: .utf8)
    let security = try String(contentsOf: root.appendingPathComponent("docs/SECURITY.md"), encoding: .utf8)
    let names = source.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }), index + 1 < words.count,
        words.contains("public")
      else { return nil }
      let name = words[index + 1].prefix { $0 != ":" }
      return name == "standard" ? nil : String(name)
    }
    #expect(names.count > 30)
    #expect(names.filter { !security.contains("`\($0)`") } == [])
  }
}
