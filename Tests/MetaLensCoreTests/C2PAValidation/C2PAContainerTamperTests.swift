import MetaLensCore
import MetaLensTestSupport
import Testing

/// A manifest signed for real in each container metalens validates (JPEG
/// APP11, PNG `caBX`, WebP `C2PA`, TIFF tag 0xCD41, GIF `C2PA_GIF`), bound by
/// `c2pa.hash.data` with the exclusions c2pa-rs writes for that container,
/// and copies tampered one byte at a time: each gives c2pa-rs's state and
/// failure codes, and the flag a person should see.
@Suite("C2PA validation of signed and tampered files in every container")
struct C2PAContainerTamperTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let tamper: @Sendable (inout [UInt8], SignedC2PAContainer) -> Void
    let failures: [String]
    /// The flag the tampering raises, if any.
    let flag: String?
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "as signed", tamper: { _, _ in }, failures: [], flag: nil),
    Case(
      label: "one byte of the image data changed",
      tamper: { bytes, container in bytes[container.imageByte(bytes)] ^= 0x01 },
      failures: ["assertion.dataHash.mismatch"], flag: "c2pa-content-changed"),
    Case(
      label: "one byte of an assertion changed",
      tamper: { bytes, container in
        // "c2pa.created" inside the actions assertion becomes "c2pa.crezted":
        // the hash no longer matches, and c2pa-rs still reads the actions,
        // whose first is no longer created or opened.
        let store = container.storeOffsets(bytes)
        if let at = find(Array("c2pa.created".utf8), in: store.map { bytes[$0] }) {
          bytes[store[at + 8]] = UInt8(ascii: "z")
        }
      },
      failures: ["assertion.hashedURI.mismatch", "assertion.action.malformed"], flag: "c2pa-credential-tampered"),
    Case(
      label: "one byte of the signature changed",
      tamper: { bytes, container in
        // The signature is the last item of the store's last box.
        let store = container.storeOffsets(bytes)
        if store.count > 3 { bytes[store[store.count - 3]] ^= 0x01 }
      },
      failures: ["claimSignature.mismatch"], flag: "c2pa-credential-tampered"),
  ]

  static let arguments = SignedC2PAContainer.allCases.flatMap { container in cases.map { (container, $0) } }

  static func fixture(_ container: SignedC2PAContainer) -> SignedC2PAFixture {
    var fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    fixture.container = container
    fixture.xmp = SignedC2PAFixture.provenanceXMP
    return fixture
  }

  @Test(arguments: arguments)
  func tampered(_ container: SignedC2PAContainer, _ item: Case) throws {
    var bytes = try Self.fixture(container).bytes()
    item.tamper(&bytes, container)
    let inspection = try Inspector().inspect(bytes: bytes, path: container.fileName)
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == (item.failures.isEmpty ? .valid : .invalid))
    #expect(validation.failures.map(\.code).sorted() == (item.failures + ["signingCredential.untrusted"]).sorted())
    let flags = inspection.report.flags.map(\.id)
    #expect(validation.contentChanged == (item.flag == "c2pa-content-changed"))
    if let flag = item.flag {
      #expect(flags.contains(flag), "\(flags)")
      #expect(inspection.report.verdict == .edited, "\(flags)")
    } else {
      #expect(!flags.contains { $0.hasPrefix("c2pa-content") || $0.hasPrefix("c2pa-credential") }, "\(flags)")
      #expect(
        Set(validation.statuses.map(\.code)).isSuperset(of: [
          "claimSignature.validated", "assertion.dataHash.match", "assertion.hashedURI.match",
        ]))
    }
  }

  @Test(
    "the fixture root that issued the signer's certificate, as a trust anchor, makes the credential trusted",
    arguments: SignedC2PAContainer.allCases)
  func trusted(_ container: SignedC2PAContainer) throws {
    let fixture = Self.fixture(container)
    let trust = try C2PATrustList(extra: [("fixture.pem", fixture.anchorPEM)])
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: container.fileName)
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .trusted)
    #expect(validation.failures.isEmpty, "\(validation.failures.map(\.code))")
    #expect(inspection.report.flags.contains { $0.id == "c2pa-signed-capture" })
  }

  @Test("the manifest removed with its XMP pointer kept is named as removed", arguments: SignedC2PAContainer.allCases)
  func removed(_ container: SignedC2PAContainer) throws {
    let inspection = try Inspector().inspect(bytes: try Self.fixture(container).stripped(), path: container.fileName)
    #expect(inspection.analysis.c2pa == nil)
    #expect(inspection.provenance.strippedManifest)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-credential-removed" })
    #expect(!inspection.report.flags.contains { $0.id == "c2pa-manifest" })
  }

  @Test("the factory's exclusions are where each container keeps the store", arguments: SignedC2PAContainer.allCases)
  func exclusions(_ container: SignedC2PAContainer) throws {
    let bytes = try Self.fixture(container).bytes()
    let store = container.storeOffsets(bytes)
    let first = try #require(store.first)
    let last = try #require(store.last)
    let excluded = try #require(container.exclusions(bytes).last)
    #expect(excluded.start <= first && last < excluded.start + excluded.length)
    #expect(!(excluded.start..<(excluded.start + excluded.length)).contains(container.imageByte(bytes)))
  }

  /// The first offset of `needle` in `bytes`.
  static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
  }
}
