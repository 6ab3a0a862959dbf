import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("XMP through exempi's xmp_parse")
struct XMPReaderTests {
  static func packet(_ body: String) -> String { XMPPackets.wrap(body, toolkit: "Test Toolkit 1.0") }

  static let edited = packet(
    """
    <xmp:CreatorTool>Adobe Photoshop 25.1 (Windows)</xmp:CreatorTool>
    <xmpMM:DocumentID>xmp.did:1234</xmpMM:DocumentID>
    <xmpMM:History><rdf:Seq>
     <rdf:li rdf:parseType="Resource"><stEvt:action>created</stEvt:action><stEvt:softwareAgent>Adobe Photoshop 25.1</stEvt:softwareAgent></rdf:li>
     <rdf:li rdf:parseType="Resource"><stEvt:action>saved</stEvt:action><stEvt:when>2024-05-02T10:00:00+02:00</stEvt:when></rdf:li>
    </rdf:Seq></xmpMM:History>
    <xmpMM:DerivedFrom rdf:parseType="Resource"><stRef:documentID>xmp.did:0001</stRef:documentID></xmpMM:DerivedFrom>
    <dc:subject><rdf:Bag><rdf:li>harbour</rdf:li></rdf:Bag></dc:subject>
    <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Harbour</rdf:li><rdf:li xml:lang="de">Hafen</rdf:li><rdf:li xml:lang="fr">Port</rdf:li></rdf:Alt></dc:title>
    """)

  @Test("properties are grouped and named as ExifTool does")
  func groupsAndNames() throws {
    let metadata = try JPEGFixture(segments: [.xmp(Self.edited)]).metadata()
    #expect(metadata.value("XMP-x", "XMPToolkit") == .text("Test Toolkit 1.0"))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == .text("Adobe Photoshop 25.1 (Windows)"))
    #expect(metadata.value("XMP-xmpMM", "DocumentID") == .text("xmp.did:1234"))
    #expect(metadata.value("XMP-dc", "Title") == .text("Harbour"))
    // Three items: with exactly two (x-default and one language), the XMP
    // Toolkit inside exempi copies the x-default text over the other item.
    #expect(metadata.value("XMP-dc", "Title-de") == .text("Hafen"))
    #expect(metadata.value("XMP-dc", "Title-fr") == .text("Port"))
  }

  @Test("structures and arrays keep their shape; lists stay lists with one item")
  func structuresAndArrays() throws {
    let metadata = try JPEGFixture(segments: [.xmp(Self.edited)]).metadata()
    let history = try #require(metadata.value("XMP-xmpMM", "History"))
    #expect(history.items.count == 2)
    #expect(history.items[0][field: "Action"] == .text("created"))
    #expect(history.items[0][field: "SoftwareAgent"] == .text("Adobe Photoshop 25.1"))
    #expect(history.items[1][field: "When"] == .text("2024-05-02T10:00:00+02:00"))
    #expect(metadata.value("XMP-xmpMM", "DerivedFrom")?[field: "DocumentID"] == .text("xmp.did:0001"))
    #expect(metadata.value("XMP-dc", "Subject") == .list([.text("harbour")]))
  }

  @Test("aliases are not moved: tiff:Software is not reported as xmp:CreatorTool")
  func noAliasing() throws {
    let packet = Self.packet(
      "<tiff:Software>GIMP 2.10</tiff:Software><tiff:Artist>Jane</tiff:Artist>")
    let metadata = try JPEGFixture(segments: [.xmp(packet)]).metadata()
    #expect(metadata.value("XMP-tiff", "Software") == .text("GIMP 2.10"))
    #expect(metadata.value("XMP-tiff", "Artist") == .text("Jane"))
    #expect(metadata.value("XMP-xmp", "CreatorTool") == nil)
    #expect(metadata.value("XMP-dc", "Creator") == nil)
  }

  @Test("the packet's own XMP only: EXIF is not merged into it")
  func exifNotMerged() throws {
    let exif = ExifFixture([.init(.ifd0, TagID.make, .ascii("Canon")), .init(.ifd0, TagID.software, .ascii("GIMP"))])
    let metadata = try JPEGFixture(segments: [.exif(exif), .xmp(Self.packet("<xmp:Rating>3</xmp:Rating>"))]).metadata()
    let xmpTags = metadata.tags.tags.filter { $0.group.hasPrefix("XMP-") }.map { "\($0.group):\($0.name)" }
    #expect(xmpTags == ["XMP-x:XMPToolkit", "XMP-xmp:Rating"])
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
  }

  @Test("IPTC DigitalSourceType is read from XMP")
  func digitalSourceType() throws {
    let uri = "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia"
    let packet = Self.packet("<Iptc4xmpExt:DigitalSourceType>\(uri)</Iptc4xmpExt:DigitalSourceType>")
    let metadata = try JPEGFixture(segments: [.xmp(packet)]).metadata()
    #expect(metadata.value("XMP-iptcExt", "DigitalSourceType") == .text(uri))
  }

  @Test("Extended XMP is reassembled from its chunks by GUID", arguments: [100, 333, 4000])
  func extendedXMP(chunkSize: Int) throws {
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let standard = Self.packet("<xmpNote:HasExtendedXMP>\(guid)</xmpNote:HasExtendedXMP>")
    let longText = String(repeating: "depth map data ", count: 80)
    let extended = Self.packet("<xmp:Label>\(longText)</xmp:Label>")
    let metadata = try JPEGFixture(segments: [
      .xmp(standard), .extendedXMP(guid: guid, packet: extended, chunkSize: chunkSize),
    ]).metadata()
    #expect(metadata.value("XMP-xmpNote", "HasExtendedXMP") == .text(guid))
    #expect(metadata.value("XMP-xmp", "Label") == .text(longText))
    #expect(metadata.notices.isEmpty)
  }

  @Test("Extended XMP that the standard packet does not name is ignored, with a warning")
  func unnamedExtendedXMP() throws {
    let extended = Self.packet("<xmp:Label>hidden</xmp:Label>")
    let metadata = try JPEGFixture(segments: [
      .xmp(Self.packet("<xmp:Rating>1</xmp:Rating>")),
      .extendedXMP(guid: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", packet: extended, chunkSize: 200),
    ]).metadata()
    #expect(metadata.value("XMP-xmp", "Label") == nil)
    #expect(metadata.noticeMessages.contains { $0.contains("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF") })
  }

  @Test("a malformed packet is a warning, not an error")
  func malformedPacket() throws {
    let metadata = try JPEGFixture(segments: [.xmp("<x:xmpmeta><rdf:RDF><broken")]).metadata()
    #expect(metadata.tags.tags.allSatisfy { !$0.group.hasPrefix("XMP-") })
    #expect(metadata.noticeMessages.contains { $0.contains("XMP") })
  }
}
