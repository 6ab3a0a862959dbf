import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Content Credentials in JPEG APP11: what a reader of the report would see
/// of the manifest, whatever the segmentation, and clean refusals of damaged
/// JUMBF and CBOR.
@Suite("C2PA manifests in JPEG")
struct C2PAReaderTests {
  static let created = C2PAFixture(actions: [
    .init(
      "c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"), softwareAgent: "Fixture Camera 2.0"),
    .init("c2pa.cropped"),
  ])

  static func read(_ segments: [FixtureSegment]) throws -> PhotoMetadata {
    try PhotoMetadataService().read(bytes: try JPEGFixture(segments: segments).bytes())
  }

  @Test("a store split over APP11 segments, in any order, reads whole", arguments: [40, 1000, 60_000], [false, true])
  func segmented(chunkSize: Int, reversed: Bool) throws {
    var segments = C2PAFixture.segments(Self.created.store(), chunkSize: chunkSize)
    if reversed { segments.reverse() }
    let store = try #require(try Self.read(segments).c2pa)
    #expect(store.problems.isEmpty)
    let manifest = try #require(store.activeManifest)
    #expect(manifest.label == Self.created.label)
    #expect(manifest.claimGenerator == "MetaLens Fixture/1.0")
    #expect(manifest.title == "fixture.jpg")
    #expect(manifest.actions.map(\.action) == ["c2pa.created", "c2pa.cropped"])
    #expect(manifest.actions.first?.softwareAgent == "Fixture Camera 2.0")
    #expect(manifest.actions.first?.digitalSourceType == C2PAFixture.sourceType("digitalCapture"))
  }

  @Test("a file without APP11 has no store")
  func absent() throws {
    #expect(try Self.read([.jfif]).c2pa == nil)
  }

  @Test("a store one byte over the reassembly limit is left out with a warning; at the limit it is read")
  func reassemblyLimit() throws {
    let store = Self.created.store()
    let bytes = try JPEGFixture(segments: C2PAFixture.segments(store, chunkSize: 1000)).bytes()
    let over = try PhotoMetadataService(limits: ReadLimits(maxReassembledBytes: store.count - 1)).read(bytes: bytes)
    #expect(over.c2pa == nil)
    #expect(over.noticeMessages.contains("a JUMBF box is larger than \(store.count - 1) bytes; not read"))
    let at = try PhotoMetadataService(limits: ReadLimits(maxReassembledBytes: store.count)).read(bytes: bytes)
    #expect(at.c2pa?.activeManifest?.label == Self.created.label)
    #expect(!at.noticeMessages.contains { $0.contains("JUMBF box is larger") })
  }

  @Test("a truncated store reports what was read and the problem, never crashes", arguments: [9, 30, 100, 200])
  func truncated(keep: Int) throws {
    let store = Array(Self.created.store().prefix(keep))
    let metadata = try Self.read(C2PAFixture.segments(store))
    #expect(metadata.c2pa?.activeManifest == nil)
  }

  @Test("a box length beyond the data is refused")
  func hugeLength() throws {
    var store = Self.created.store()
    store.replaceSubrange(0..<4, with: [0x7F, 0xFF, 0xFF, 0xFF])
    #expect(JUMBFParser.parse(store[...]).failure == .badLength(offset: 0))
    var large = C2PAFixture.box("json", [1, 2, 3])
    large.replaceSubrange(0..<4, with: [0, 0, 0, 1])
    large += [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]  // XLBox of 2^64 - 1
    #expect(JUMBFParser.parse(large[...]).failure == .badLength(offset: 0))
  }

  @Test("superboxes nested to the depth limit read; one deeper is refused", arguments: [0, 1])
  func nesting(over: Int) throws {
    var box = C2PAFixture.box("json", Array("{}".utf8))
    for _ in 0..<(ReadLimits.maxJUMBFDepth + over) { box = C2PAFixture.superbox("c2xx", "nested", [box]) }
    let result = JUMBFParser.parse(box[...])
    #expect((result.failure == .tooDeep) == (over == 1))
  }

  @Test("more boxes than the limit are refused", arguments: [0, 1])
  func boxCount(over: Int) throws {
    let boxes = (0..<(ReadLimits.maxJUMBFBoxes + over)).flatMap { _ in C2PAFixture.box("free", []) }
    #expect((JUMBFParser.parse(boxes[...]).failure == .tooManyBoxes) == (over == 1))
  }

  @Test("a claim whose CBOR lies about its length is reported unreadable")
  func lyingClaim() throws {
    let claim = C2PAFixture.superbox(
      "c2cl", "c2pa.claim.v2", [C2PAFixture.box("cbor", [0xBB, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])])
    let store = C2PAFixture.superbox("c2pa", "c2pa", [C2PAFixture.superbox("c2ma", "urn:c2pa:lie", [claim])])
    let metadata = try Self.read(C2PAFixture.segments(store))
    let result = try #require(metadata.c2pa)
    #expect(result.activeManifest?.label == "urn:c2pa:lie")
    #expect(result.activeManifest?.claimGenerator == nil)
    #expect(result.problems.contains { $0.contains("the claim is unreadable") })
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
