import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A packet that declares Latin-1 and is written in it (issue 36): exempi
/// decoded its bytes twice (`caf\xE9` read `cafÃ©`) and rejected a
/// `windows-1252` declaration; each is now read as it declares, with no
/// notice, and a UTF-8 packet reads as before.
@Suite("XMP packets declaring Latin-1 or Windows-1252")
struct XMPLatinDeclarationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let declaration: String
    /// The label's bytes as written: each character one byte when `latin`.
    let label: String
    let latin: Bool
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "Latin-1 bytes declared ISO-8859-1", declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
      label: "caf\u{E9}", latin: true, expected: "café"),
    Case(
      name: "Latin-1 bytes declared windows-1252 (rejected before)",
      declaration: "<?xml version='1.0' encoding = 'windows-1252'?>", label: "caf\u{E9}", latin: true,
      expected: "café"),
    Case(
      name: "a Windows-1252 quote (0x92) declared ISO-8859-1",
      declaration: "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>", label: "l\u{92}\u{E9}t\u{E9}", latin: true,
      expected: "l\u{2019}été"),
    Case(
      name: "UTF-8 bytes declared UTF-8: unchanged", declaration: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      label: "café", latin: false, expected: "café"),
    Case(
      name: "UTF-8 bytes declared ISO-8859-1: read as UTF-8, as ExifTool reads them",
      declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", label: "café", latin: false,
      expected: "café"),
  ]

  /// A JPEG whose APP1 holds the packet: the declaration, then the wrapper
  /// with the label, in UTF-8 except for the label's Latin-1 bytes.
  static func jpeg(_ test: Case) throws -> [UInt8] {
    let parts = XMPPackets.wrap("<xmp:Label>LABEL</xmp:Label><xmp:Rating>3</xmp:Rating>").split(separator: "LABEL")
    let label = test.latin ? test.label.unicodeScalars.map { UInt8($0.value) } : Array(test.label.utf8)
    let packet = Array((test.declaration + parts[0]).utf8) + label + Array(parts[1].utf8)
    let payload = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + packet
    return try JPEGFixture(segments: [.jfif, .raw(marker: 0xE1, payload: payload)]).bytes()
  }

  @Test("the label reads as the declared encoding says, with no notice", arguments: cases)
  func declared(_ test: Case) throws {
    let metadata = try PhotoMetadataService().read(bytes: try Self.jpeg(test))
    #expect(metadata.value("XMP-xmp", "Label") == .text(test.expected))
    #expect(metadata.value("XMP-xmp", "Rating") == .text("3"))
    #expect(metadata.notices.filter { $0.code.rawValue.hasPrefix("xmp_") }.isEmpty)
  }

  @Test("a declaration naming another single-byte encoding is left to exempi")
  func otherEncoding() {
    let packet = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-2\"?><x:xmpmeta/>".utf8) + [0xE9]
    #expect(XMPLatinDeclaration.transcoded(packet) == packet)
  }
}
