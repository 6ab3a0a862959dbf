import MetaLensCore
import MetaLensTestSupport
import Testing

/// Signed HEIFs whose `c2pa.hash.bmff` assertion cannot be a binding or
/// asks what metalens does not check: each invalid with
/// `assertion.bmffHash.malformed` and a reading notice, never a crash or a
/// pass.
@Suite("C2PA BMFF hash bindings that cannot be checked")
struct C2PABMFFMalformedTests {
  // Functions, not stored statics: CBOR items kept in a static outlive the
  // test run and LeakSanitizer (`make test-asan`) reports each as a leak.
  static var hash: CBORItem { .bytes([UInt8](repeating: 0xAB, count: 32)) }
  static var exclusions: CBORItem { .array([.map([("xpath", .text("/ftyp"))])]) }

  static func tree(count: Int64, hashes: [CBORItem]) -> CBORItem {
    .array([.map([("uniqueId", .int(1)), ("localId", .int(1)), ("count", .int(count)), ("hashes", .array(hashes))])])
  }

  static var cases: [(String, CBORItem)] {
    [
      ("no exclusions", .map([("alg", .text("sha256")), ("hash", hash)])),
      ("an exclusion without an xpath", .map([("exclusions", .array([.map([("length", .int(8))])])), ("hash", hash)])),
      ("neither a hash nor a Merkle tree", .map([("exclusions", exclusions), ("alg", .text("sha256"))])),
      ("a tree of no leaves", .map([("exclusions", exclusions), ("merkle", tree(count: 0, hashes: [hash]))])),
      (
        "a tree of four billion leaves",
        .map([("exclusions", exclusions), ("merkle", tree(count: 4_000_000_000, hashes: [hash]))])
      ),
      (
        "a row longer than the leaves",
        .map([("exclusions", exclusions), ("merkle", tree(count: 1, hashes: [hash, hash]))])
      ),
      (
        "a tree hash that is text",
        .map([("exclusions", exclusions), ("merkle", tree(count: 2, hashes: [.text("x")]))])
      ),
      (
        "a Merkle tree without block sizes over an unfragmented HEIF",
        .map([("exclusions", exclusions), ("merkle", tree(count: 2, hashes: [hash]))])
      ),
      ("not a map", .array([hash])),
    ]
  }

  @Test(arguments: cases.map(\.0))
  func malformed(_ label: String) throws {
    let binding = try #require(Self.cases.first { $0.0 == label }?.1)
    var fixture = SignedBMFFFixture()
    fixture.assertionOverride = binding.encoded()
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.heic")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(
      validation.failures.map(\.code).sorted() == ["assertion.bmffHash.malformed", "signingCredential.untrusted"])
    #expect(inspection.metadata.notices.contains { $0.code == .c2paUnreadable })
    #expect(!validation.contentChanged)
  }

  @Test("an unknown hash algorithm is algorithm.unsupported")
  func unknownAlgorithm() throws {
    var fixture = SignedBMFFFixture()
    fixture.assertionOverride = CBORItem.map([
      ("exclusions", Self.exclusions), ("alg", .text("md5")), ("hash", Self.hash),
    ]).encoded()
    let inspection = try Inspector().inspect(bytes: try fixture.bytes(), path: "signed.heic")
    let validation = try #require(inspection.analysis.c2pa)
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code).sorted() == ["algorithm.unsupported", "signingCredential.untrusted"])
  }
}
