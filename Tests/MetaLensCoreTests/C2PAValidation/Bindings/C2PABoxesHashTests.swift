import MetaLensCore
import MetaLensTestSupport
import Testing

/// A JPEG bound to its manifest by `c2pa.hash.boxes` (C2PA 2.1, 9.3), made
/// by the fixture factory, and copies changed one byte or one segment at a
/// time: each gives c2pa-rs's codes and the verdict a person should see.
@Suite("C2PA boxes-hash bindings")
struct C2PABoxesHashTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let tamper: @Sendable (inout [UInt8]) -> Void
    let failures: [String]
    let verdict: Verdict
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "as signed", tamper: { _ in }, failures: [], verdict: .likelyOriginal),
    Case(
      label: "one byte of the image data changed", tamper: { $0[$0.count - 20] ^= 0x01 },
      failures: ["assertion.boxesHash.mismatch"], verdict: .edited),
    Case(
      label: "one byte of the XMP before the store changed",
      tamper: { bytes in
        let needle = Array("fixture-marker".utf8)
        if let at = (0..<(bytes.count - needle.count)).first(where: { Array(bytes[$0..<$0 + needle.count]) == needle })
        {
          bytes[at] = UInt8(ascii: "F")
        }
      },
      failures: ["assertion.boxesHash.mismatch"], verdict: .edited),
    Case(
      label: "a comment segment added after the store",
      tamper: { bytes in
        let span = SignedC2PAFixture.app11Span(bytes)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0x00, 0x04, 0x68, 0x69], at: span.start + span.length)
      },
      failures: ["assertion.boxesHash.unknownBox"], verdict: .edited),
    Case(
      label: "a box name in the binding changed",
      tamper: { bytes in
        // The binding's "DQT" becomes "DQU": the hashed URI breaks too.
        let needle: [UInt8] = [0x63] + Array("DQT".utf8)
        if let at = (0..<(bytes.count - needle.count)).first(where: { Array(bytes[$0..<$0 + needle.count]) == needle })
        {
          bytes[at + 3] = UInt8(ascii: "U")
        }
      },
      failures: ["assertion.boxesHash.unknownBox", "assertion.hashedURI.mismatch"], verdict: .edited),
  ]

  static func fixture() -> SignedC2PAFixture {
    SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))],
      leading: [.xmp(XMPPackets.wrap("<dc:description>fixture-marker</dc:description>"))], binding: .boxes)
  }

  @Test(arguments: cases)
  func tampered(_ item: Case) throws {
    var bytes = try Self.fixture().bytes()
    item.tamper(&bytes)
    let inspection = try Self.check(bytes, path: "boxes.jpg", failures: item.failures)
    #expect(inspection.report.verdict == item.verdict, "\(inspection.report.flags.map(\.id))")
  }

  /// Inspects `bytes` and checks that the failures (an untrusted signer
  /// aside) are `expected`, the state follows from them, and a binding that
  /// holds says so; returns the inspection for further checks.
  @discardableResult
  static func check(_ bytes: [UInt8], path: String, failures expected: [String]) throws -> Inspection {
    let inspection = try Inspector().inspect(bytes: bytes, path: path)
    let validation = try #require(inspection.analysis.c2pa)
    let failures = validation.failures.map(\.code).filter { $0 != "signingCredential.untrusted" }.sorted()
    #expect(failures == expected)
    #expect(validation.state == (expected.isEmpty ? .valid : .invalid))
    #expect(validation.statuses.map(\.code).contains("assertion.boxesHash.match") == expected.isEmpty)
    return inspection
  }

  @Test("the validator's JPEG boxes are the fixture factory's")
  func sameBoxes() throws {
    let bytes = try Self.fixture().bytes()
    let names = JPEGBoxes.list(bytes).map(\.name)
    #expect(names.first == "SOI" && names.last == "EOI" && names.contains("C2PA") && names.contains("SOS"))
  }
}
