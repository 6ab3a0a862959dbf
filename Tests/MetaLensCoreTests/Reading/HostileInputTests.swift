import MetaLensCore
import MetaLensTestSupport
import Testing

/// Files built to break a reader: absurd numbers, deep nesting, amplification.
/// Each must be read quickly into an honest report, never a crash.
@Suite("Hostile input")
struct HostileInputTests {
  static func read(_ segments: [FixtureSegment]) throws -> PhotoMetadata {
    try JPEGFixture(segments: segments).metadata()
  }

  @Test(
    "absurd numbers are kept as values, never trusted as positions or dates",
    arguments: [
      ExifFixture.Entry(.gps, TagID.gpsLatitude, .ascii("1e300")), .init(.gps, TagID.gpsLatitude, .ascii("1e999")),
      .init(.gps, TagID.gpsLatitude, .double([.infinity, 0, 0])),
      .init(.gps, TagID.gpsTimeStamp, .double([.infinity, 0, 0])),
      .init(.gps, TagID.gpsAltitude, .double([.infinity])), .init(.exif, TagID.exposureTime, .double([1e-300])),
      .init(.exif, TagID.dateTimeOriginal, .ascii("999999999999:01:01 00:00:00")),
    ])
  func absurdNumbers(_ entry: ExifFixture.Entry) throws {
    let exif = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("Canon")), .init(.gps, TagID.gpsLongitude, .rational([(2, 1), (0, 1), (0, 1)])),
      .init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:00")), entry,
    ])
    let metadata = try Self.read([.exif(exif)])
    #expect(metadata.gpsPosition.map { abs($0.latitude) <= 90 && ($0.altitude?.isFinite ?? true) } ?? true)
    let report = OriginalityScorer().score(metadata)
    #expect((0...100).contains(report.score))
  }

  @Test("deeply nested XMP is refused before parsing")
  func deepXMP() throws {
    let depth = 20_000
    let body =
      String(repeating: "<xmp:Label rdf:parseType=\"Resource\">", count: depth) + "x"
      + String(repeating: "</xmp:Label>", count: depth)
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let metadata = try Self.read([
      .xmp(XMPPackets.wrap("<xmpNote:HasExtendedXMP>\(guid)</xmpNote:HasExtendedXMP>")),
      .extendedXMP(guid: guid, packet: XMPPackets.wrap(body), chunkSize: 60_000),
    ])
    #expect(metadata.value("XMP-xmp", "Label") == nil)
    #expect(metadata.noticeMessages.contains { $0.contains("nests") })
  }

  @Test("Extended XMP chunks that claim huge lengths allocate nothing")
  func extendedXMPAmplification() throws {
    var payload = Array("http://ns.adobe.com/xmp/extension/\0".utf8) + Array("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF".utf8)
    payload += FixtureSegment.bigEndian32(16 << 20) + FixtureSegment.bigEndian32(0) + Array("<x".utf8)
    let segments = (0..<500).map { _ in FixtureSegment.raw(marker: 0xE1, payload: payload) }
    let metadata = try Self.read(segments)
    #expect(metadata.noticeMessages.contains { $0.contains("FFFFFFFF") })
  }

  @Test("Extended XMP with a gap between chunks is not assembled")
  func extendedXMPGap() throws {
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let packet = Array(XMPPackets.wrap("<xmp:Label>gap</xmp:Label>").utf8)
    func chunk(_ offset: Int, _ length: Int) -> FixtureSegment {
      .raw(
        marker: 0xE1,
        payload: Array("http://ns.adobe.com/xmp/extension/\0".utf8) + Array(guid.utf8)
          + FixtureSegment.bigEndian32(UInt32(packet.count)) + FixtureSegment.bigEndian32(UInt32(offset))
          + packet[offset..<offset + length])
    }
    let metadata = try Self.read([
      .xmp(XMPPackets.wrap("<xmpNote:HasExtendedXMP>\(guid)</xmpNote:HasExtendedXMP>")),
      chunk(0, 100), chunk(0, 100), chunk(200, packet.count - 200),
    ])
    #expect(metadata.value("XMP-xmp", "Label") == nil)
    #expect(metadata.noticeMessages.contains { $0.contains("missing chunks") })
  }

  @Test("namespace declarations are rewritten only in start tags")
  func isolatorLeavesTextAlone() throws {
    let text = "see xmlns:q=\"http://purl.org/dc/elements/1.1/\" here"
    let packet = XMPPackets.wrap(
      "<!-- xmlns:\u{202E}evil=\"http://example.com/a/\" --><xmp:Label>\(text.replacingXMLQuotes)</xmp:Label>")
    let metadata = try Self.read([.xmp(packet)])
    #expect(metadata.value("XMP-xmp", "Label") == .text(text))
    #expect(metadata.tags.groups.allSatisfy { !$0.contains("\u{202E}") })
  }

  @Test("XMP written in UTF-16 is read")
  func utf16Packet() throws {
    let packet = XMPPackets.wrap("<xmp:Label>wide</xmp:Label>")
    let utf16: [UInt8] = [0xFE, 0xFF] + Array(packet.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let metadata = try Self.read([.raw(marker: 0xE1, payload: Array("http://ns.adobe.com/xap/1.0/\0".utf8) + utf16)])
    #expect(metadata.value("XMP-xmp", "Label") == .text("wide"))
  }

  @Test("an ICC profile whose tag table repeats one text is read once")
  func iccAmplification() throws {
    var profile = ICCFixture.profile(description: "Display P3", copyright: "c")
    let entry = Array(profile[132..<144])
    let table = FixtureSegment.bigEndian32(900) + (0..<900).flatMap { _ in entry }
    profile.replaceSubrange(128..<(132 + 24), with: table)
    let metadata = try Self.read([.icc(profile: profile, chunkSize: 60_000)])
    #expect(metadata.tags.tags(in: "ICC_Profile").count <= 5)
  }

  @Test("more IPTC datasets than the cap are cut off with a warning")
  func manyIPTCDatasets() throws {
    let datasets = (0..<10_400).map { (number: UInt8(2 + $0 % 200), text: "v") }
    let resources: [(id: UInt16, data: [UInt8])] = [(0x0404, PhotoshopFixture.iptc(datasets))]
    let metadata = try Self.read([.photoshop(resources)])
    #expect(metadata.noticeMessages.contains { $0.contains("datasets") })
  }

  @Test("EOI before any scan keeps the tables and says so once")
  func eoiBeforeScan() throws {
    let bytes = try JPEGFixture().bytes()
    guard let sos = (0..<bytes.count - 1).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }) else {
      Issue.record("no SOS")
      return
    }
    let path = try TemporaryFiles.write(Array(bytes[..<sos]) + [0xFF, 0xD9], named: "eoi.jpg")
    let metadata = try PhotoMetadataService().read(path: path)
    #expect(metadata.jpeg?.quantizationTables.count == 2)
    #expect(metadata.jpeg?.scanOffset == nil)
    #expect(metadata.noticeMessages == ["the file has no image data: EOI comes before any scan"])
    #expect(metadata.noticeCodes == [.jpegNoImageData])
  }
}

extension String {
  /// The text with `"` written as `&quot;`, for use inside an XML element.
  fileprivate var replacingXMLQuotes: String {
    reduce(into: "") { $0 += $1 == "\"" ? "&quot;" : String($1) }
  }
}
