import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The XMP Toolkit's parse is quadratic in a node's named children (issue
/// 61.2: 25,000 attributes took 3.9 s, a 14 MB packet hours), so a packet's
/// work is measured before exempi sees it (`XMPFanOut`).
@Suite("XMP parse work measured before exempi")
struct XMPFanOutTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let body: String
    let widest: Int
    let work: Int
    var testDescription: String { name }
  }

  static func packet(_ body: String) -> String {
    "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
      + body + "</rdf:RDF></x:xmpmeta>"
  }

  static let shapes: [Shape] = [
    Shape(
      name: "a description's attributes and elements are its properties",
      body: "<rdf:Description rdf:about=\"\" xmlns:a=\"http://a/\" a:x=\"1\" a:y=\"2\"><a:z>3</a:z></rdf:Description>",
      widest: 3, work: 9),
    Shape(
      name: "every top-level description adds to one level",
      body: "<rdf:Description xmlns:a=\"http://a/\" a:x=\"1\" a:y=\"2\"/>"
        + "<rdf:Description xmlns:b=\"http://b/\" b:x=\"1\" b:y=\"2\"/>",
      widest: 4, work: 16),
    Shape(
      name: "array items are not searched, so not counted",
      body: "<rdf:Description xmlns:a=\"http://a/\"><a:list><rdf:Bag>"
        + String(repeating: "<rdf:li>x</rdf:li>", count: 1000) + "</rdf:Bag></a:list></rdf:Description>",
      widest: 1, work: 1),
    Shape(
      name: "a nested description's fields belong to the property around it",
      body: "<rdf:Description xmlns:a=\"http://a/\"><a:s><rdf:Description a:f=\"1\" a:g=\"2\"><a:h>3</a:h>"
        + "</rdf:Description></a:s></rdf:Description>",
      widest: 3, work: 10),
  ]

  @Test("the work is the sum of each node's named children squared", arguments: shapes)
  func work(shape: Shape) {
    let fanOut = XMPNamespaceIsolator(Array(Self.packet(shape.body).utf8)).fanOut
    #expect(fanOut.widest == shape.widest)
    #expect(fanOut.work == shape.work)
  }

  /// A TIFF's XMP tag holds a packet of any size (a JPEG's APP1, 64 KB).
  static func tiff(_ packet: String) -> [UInt8] {
    XMPPacketTrimTests.tiff(Array(packet.utf8))
  }

  @Test("25,000 attributes on one description are refused with a notice, before exempi")
  func attributeBomb() throws {
    let attributes = (0..<25_000).map { "a:p\($0)=\"v\"" }.joined(separator: " ")
    let bytes = Self.tiff(
      Self.packet("<rdf:Description rdf:about=\"\" xmlns:a=\"http://a/\" \(attributes)/>"))
    let metadata = try PhotoMetadataService().read(bytes: bytes)
    #expect(metadata.noticeCodes.filter { $0.rawValue.hasPrefix("xmp_") } == [.xmpTooWide])
    let message = try #require(metadata.notices.first { $0.code == .xmpTooWide }?.message)
    #expect(message.contains("up to 25000 properties side by side"), "\(message)")
    #expect(!metadata.tags.tags.contains { $0.group.hasPrefix("XMP") })
  }

  @Test("a packet of 50,000 DocumentAncestors, as bloated Photoshop files hold, is still read")
  func longArrayReads() throws {
    let items = (0..<50_000).map { "<rdf:li>xmp.did:\($0)</rdf:li>" }.joined()
    let bytes = Self.tiff(
      Self.packet(
        "<rdf:Description rdf:about=\"\" xmlns:photoshop=\"http://ns.adobe.com/photoshop/1.0/\">"
          + "<photoshop:DocumentAncestors><rdf:Bag>\(items)</rdf:Bag></photoshop:DocumentAncestors>"
          + "</rdf:Description>"))
    let metadata = try PhotoMetadataService().read(bytes: bytes)
    #expect(!metadata.noticeCodes.contains(.xmpTooWide))
    let ancestors = try #require(metadata.value("XMP-photoshop", "DocumentAncestors"))
    #expect("\(ancestors)".contains("xmp.did:49999"))
  }

  /// Every packet in the corpus, from `<x:xmpmeta` or `<rdf:RDF` to its end,
  /// must read with room to spare: the limit is meant for hostile files only.
  @Test(
    "the corpus's widest packet is far below the limit",
    .enabled(if: Corpus.isAvailable || Corpus.isRequired, "the corpus is absent"))
  func corpusBelowLimit() throws {
    var widest = (work: 0, path: "")
    for entry in try Corpus.entries() {
      let file = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
      var from = 0
      while let start = ByteSearch.firstOffset(of: Array("<rdf:RDF".utf8), in: file, from: from) {
        let end = ByteSearch.firstOffset(of: Array("</rdf:RDF>".utf8), in: file, from: start) ?? file.count
        let work = XMPNamespaceIsolator(Array(file[start..<end])).fanOut.work
        if work > widest.work { widest = (work, entry.path) }
        from = end
      }
    }
    #expect(widest.work > 1000, "the sweep found no packets")
    #expect(widest.work * 10 < ReadLimits.maxXMPFanOutWork, "\(widest)")
    print("XMP parse work, corpus maximum: \(widest.work) (\(widest.path))")
  }
}
