import Testing

@testable import MetaLensCore

/// A packet exempi rejects for a repeated property or an element name that is
/// not an XML name is read without them, with a notice; other faults stay
/// rejected.
@Suite("XMP packets exempi rejects")
struct XMPPacketRepairTests {
  static func packet(_ body: String) -> [UInt8] {
    Array(
      """
      <x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
      <rdf:Description rdf:about='' xmlns:exif='http://ns.adobe.com/exif/1.0/'>\(body)</rdf:Description>
      </rdf:RDF></x:xmpmeta>
      """.utf8)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let expected: [String: String]
    let code: ReadingNotice.Code?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "repeated property",
      body: "<exif:XResolution>300</exif:XResolution><exif:Make>A</exif:Make><exif:XResolution>72</exif:XResolution>",
      expected: ["XResolution": "300", "Make": "A"], code: .xmpRepaired),
    Case(
      name: "invalid element name",
      body: "<exif:Make>A</exif:Make><exif:TIFF/EPStandardID>0x01</exif:TIFF/EPStandardID><exif:Model>B</exif:Model>",
      expected: ["Make": "A", "Model": "B"], code: .xmpRepaired),
    Case(
      name: "well-formed", body: "<exif:Make>A</exif:Make><exif:Model/>", expected: ["Make": "A", "Model": ""],
      code: nil),
    Case(name: "unclosed element", body: "<exif:Make>A</exif:Model>", expected: [:], code: .xmpRejected),
  ]

  @Test("what can be read is read, with a notice", arguments: cases)
  func repaired(_ test: Case) {
    var notices: [ReadingNotice] = []
    let tags = XMPReader().tags(of: Self.packet(test.body), label: "the XMP packet", notices: &notices)
    let values = Dictionary(tags.filter { $0.group == "XMP-exif" }.map { ($0.name, $0.value.text ?? "") }) { a, _ in a }
    #expect(values == test.expected)
    #expect(notices.map(\.code) == (test.code.map { [$0] } ?? []))
  }

  @Test("an rdf:RDF without x:xmpmeta is read; the toolkit of x:xapmeta and rdf:about are tags")
  func unwrapped() {
    let bare = Array(
      """
      <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'
       xmlns:exif='http://ns.adobe.com/exif/1.0/'><rdf:Description rdf:about='uuid:1'><exif:Make>A</exif:Make>
      </rdf:Description></rdf:RDF><?xpacket end="w"?>
      """.utf8)
    var notices: [ReadingNotice] = []
    let tags = TagList(XMPReader().tags(of: bare, label: "the XMP packet", notices: &notices))
    #expect(tags.value("XMP-exif", "Make") == .text("A"))
    #expect(tags.value("XMP-rdf", "About") == .text("uuid:1"))
    #expect(notices.isEmpty)
    let old = Array("<x:xapmeta xmlns:x='adobe:ns:meta/' x:xaptk='XMP toolkit 2.8'>".utf8)
    #expect(XMPReader.attribute("x:xaptk", in: old) == "XMP toolkit 2.8")
  }

  @Test("XML names")
  func names() {
    #expect(XMPPacketRepair.isXMLName("exif:XResolution"))
    #expect(!XMPPacketRepair.isXMLName("exif:TIFF/EPStandardID"))
    #expect(!XMPPacketRepair.isXMLName("1abc"))
  }
}

/// An APP1 whose identifier says `XMP\0` where `http` belongs is XMP.
@Suite("XMP segment identifiers")
struct XMPIdentifierTests {
  @Test("XMP\\0://ns.adobe.com/xap/1.0/ is read as the XMP packet")
  func mangledIdentifier() throws {
    let packet = XMPPacketRepairTests.packet("<exif:Make>A</exif:Make>")
    let payload = XMPReader.oldIdentifier + packet
    let length = payload.count + 2
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xD9]
    let metadata = try PhotoMetadataService().read(bytes: jpeg)
    #expect(metadata.value("XMP-exif", "Make") == .text("A"))
  }
}
