import MetaLensCore
import MetaLensTestSupport
import Testing

/// A PNG bound to its manifest by `c2pa.hash.boxes` (C2PA 2.1, 9.3), its
/// chunks named as c2pa-rs's `png_io.rs` (`get_box_map`) names them, made
/// by the fixture factory, and copies changed one byte or one chunk at a
/// time: each gives c2pa-rs's codes and the verdict a person should see.
@Suite("C2PA boxes-hash bindings in PNG")
struct C2PAPNGBoxesHashTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let tamper: @Sendable (inout [UInt8]) -> Void
    let failures: [String]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "as signed", tamper: { _ in }, failures: []),
    Case(
      label: "one byte of the IDAT chunk changed",
      tamper: { bytes in bytes[SignedC2PAContainer.png.imageByte(bytes)] ^= 0x01 },
      failures: ["assertion.boxesHash.mismatch"]),
    Case(
      label: "one byte of the XMP chunk changed",
      tamper: { bytes in
        if let chunk = ContainerRanges.pngChunk("iTXt", in: bytes) { bytes[chunk.start + chunk.length - 40] ^= 0x01 }
      },
      failures: ["assertion.boxesHash.mismatch"]),
    Case(
      label: "a tEXt chunk added before IEND",
      tamper: { bytes in
        let text = PNGFixture(exactly: [.text("Comment", "hi")]).bytes().dropFirst(8)
        bytes.insert(contentsOf: text, at: bytes.count - 12)
      },
      failures: ["assertion.boxesHash.unknownBox"]),
  ]

  static func fixture() -> SignedC2PAFixture {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))], binding: .boxes)
    fixture.container = .png
    fixture.xmp = XMPPackets.wrap("<dc:description>fixture-marker</dc:description>")
    return fixture
  }

  @Test(arguments: cases)
  func tampered(_ item: Case) throws {
    var bytes = try Self.fixture().bytes()
    item.tamper(&bytes)
    let inspection = try C2PABoxesHashTests.check(bytes, path: "boxes.png", failures: item.failures)
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.contentChanged == !item.failures.isEmpty)
    if !item.failures.isEmpty { #expect(inspection.report.verdict == .edited) }
  }

  @Test("the binding names the PNG's chunks as c2pa-rs does: PNGh, IHDR, C2PA for caBX, …, IEND")
  func names() throws {
    let names = PNGBoxes.list(try Self.fixture().bytes()).map(\.name)
    #expect(names == ["PNGh", "IHDR", "C2PA", "iTXt", "IDAT", "IEND"])
  }
}
