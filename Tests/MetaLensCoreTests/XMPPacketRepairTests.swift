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

  @Test("XML names")
  func names() {
    #expect(XMPPacketRepair.isXMLName("exif:XResolution"))
    #expect(!XMPPacketRepair.isXMLName("exif:TIFF/EPStandardID"))
    #expect(!XMPPacketRepair.isXMLName("1abc"))
  }
}
