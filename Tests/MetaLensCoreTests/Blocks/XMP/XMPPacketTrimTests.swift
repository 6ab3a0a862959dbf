import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Packets exempi rejects for what lies around the XMP, not in it (issue
/// 36): stray bytes before or after the packet, and an XML declaration that
/// is misplaced or names an encoding the bytes are not in (.NET's
/// `StringWriter` declares UTF-16). Each is read from a file the fixture
/// factory builds, with an xmp_repaired notice naming what was left out;
/// a packet that is whole stays without a notice, and one broken inside
/// stays rejected.
@Suite("XMP packets with stray bytes or a wrong declaration")
struct XMPPacketTrimTests {
  static let packet = XMPPackets.wrap("<xmp:Rating>3</xmp:Rating>", toolkit: "Adobe XMP Core 5.1.0-jc003")

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: @Sendable () throws -> [UInt8]
    /// What the notice must name; nil when the packet needs no repair.
    let notice: String?
    var testDescription: String { name }
  }

  static func jpeg(_ xmp: String) throws -> [UInt8] {
    try JPEGFixture(segments: [.jfif, .xmp(xmp)]).bytes()
  }

  /// A TIFF whose XMP tag (700, BYTE) holds the packet and, counted in its
  /// length, whatever follows it.
  static func tiff(_ xmp: [UInt8]) -> [UInt8] {
    TIFFFixture([TIFFFixture.Directory([.long(0x100, 64), .long(0x101, 48), .bytes(700, xmp, type: 1)])]).bytes()
  }

  static let cases: [Case] = [
    Case(
      name: "stray bytes before the packet (JPEG)", file: { try jpeg("junk\u{0}\u{0}" + packet) },
      notice: "6 stray bytes before the packet left out"),
    Case(
      name: ".NET writer's UTF-16 declaration on UTF-8 bytes (JPEG)",
      file: { try jpeg("<?xml version=\"1.0\" encoding=\"utf-16\"?>" + packet) },
      notice: "XML declaration <?xml version=\"1.0\" encoding=\"utf-16\"?> left out"),
    Case(
      name: "a TIFF tag counting bytes past the packet's end",
      file: { tiff(Array(packet.utf8) + [0x4D, 0x4D, 0x00, 0x2A, 0xFF, 0xD8, 0xFF]) },
      notice: "7 stray bytes after the packet left out"),
    Case(
      name: "trailing NULs and white space need no repair (TIFF)",
      file: { tiff(Array(packet.utf8) + [0x0A, 0, 0, 0]) }, notice: nil),
  ]

  @Test("the packet's tags are read, and the notice names what was left out", arguments: cases)
  func trimmed(_ test: Case) throws {
    let metadata = try PhotoMetadataService().read(bytes: try test.file())
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
    #expect(metadata.value("XMP-x", "XMPToolkit") == .text("Adobe XMP Core 5.1.0-jc003"))
    let xmp = metadata.notices.filter { $0.code.rawValue.hasPrefix("xmp_") }
    if let expected = test.notice {
      #expect(xmp.map(\.code) == [.xmpRepaired])
      #expect(xmp.first?.message.contains(expected) == true, "\(xmp.map(\.message))")
    } else {
      #expect(xmp.isEmpty)
    }
  }

  @Test("stray bytes around a packet broken inside: still rejected, nothing invented")
  func brokenInside() throws {
    let broken = XMPPackets.wrap("<xmp:Rating>3</xmp:Label>")
    let metadata = try PhotoMetadataService().read(bytes: try Self.jpeg("junk" + broken + "junk"))
    #expect(metadata.value("XMP-xmp", "Rating") == nil)
    #expect(metadata.noticeCodes.filter { $0.rawValue.hasPrefix("xmp_") } == [.xmpRejected])
  }

  @Test("stray bytes and a repeated property: both repairs, both notices")
  func trimmedAndRepaired() throws {
    let doubled = XMPPackets.wrap("<xmp:Rating>3</xmp:Rating><xmp:Rating>4</xmp:Rating>")
    let metadata = try PhotoMetadataService().read(bytes: try Self.jpeg("\u{0}\u{0}" + doubled))
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
    let messages = metadata.notices.filter { $0.code == .xmpRepaired }.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("2 stray bytes before the packet") })
    #expect(messages.contains { $0.contains("xmp:Rating") })
  }

  @Test("a trim cannot take a packet past the depth limit: an unterminated comment before 70 nested structures")
  func depthAfterTrim() throws {
    let nested =
      String(repeating: "<xmp:A rdf:parseType=\"Resource\">", count: 70) + "<xmp:B>1</xmp:B>"
      + String(repeating: "</xmp:A>", count: 70)
    let metadata = try PhotoMetadataService().read(
      bytes: Self.tiff(Array(("<!--" + XMPPackets.wrap("<xmp:Rating>3</xmp:Rating>" + nested)).utf8)))
    #expect(metadata.value("XMP-xmp", "Rating") == nil)
    #expect(metadata.noticeCodes.filter { $0.rawValue.hasPrefix("xmp_") } == [.xmpTooDeep])
  }

  /// The label is read as its declaration says (`XMPLatinDeclaration`);
  /// ExifTool 12.57 gives its raw byte 0xE9, é in Latin-1.
  @Test("a Latin-1 packet with a repeated property: read with the repair as before, its label as declared")
  func latin1Declaration() throws {
    let text =
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"
      + XMPPackets.wrap("<xmp:Label>caf\u{E9}</xmp:Label><xmp:Rating>3</xmp:Rating><xmp:Rating>4</xmp:Rating>")
    // The é as the one Latin-1 byte 0xE9, not UTF-8's C3 A9.
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      if scalar == "\u{E9}" { bytes.append(0xE9) } else { bytes += Array(String(scalar).utf8) }
    }
    let metadata = try PhotoMetadataService().read(bytes: Self.tiff(bytes))
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
    #expect(metadata.value("XMP-xmp", "Label") == .text("café"))
    let messages = metadata.notices.filter { $0.code == .xmpRepaired }.map(\.message)
    #expect(messages.count == 1 && messages.allSatisfy { !$0.contains("declaration") }, "\(messages)")
  }
}
