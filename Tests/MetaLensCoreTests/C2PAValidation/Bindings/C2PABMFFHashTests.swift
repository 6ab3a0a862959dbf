import MetaLensCore
import MetaLensTestSupport
import Testing

/// HEIF and AVIF files signed for real with a `c2pa.hash.bmff` binding by
/// the fixture factory, and copies changed one byte (or one box) at a
/// time: each gives the state, the failure codes and the verdict.
@Suite("C2PA BMFF hash bindings")
struct C2PABMFFHashTests {
  static func inspect(_ bytes: [UInt8], name: String = "signed.heic") throws -> (C2PAValidation, Inspection) {
    let inspection = try Inspector().inspect(bytes: bytes, path: name)
    return (try #require(inspection.analysis.c2pa), inspection)
  }

  /// Where the box of type `type` (the first one) starts, and its size.
  static func box(_ type: String, in bytes: [UInt8]) -> (start: Int, size: Int)? {
    var offset = 0
    for box in SignedBMFFFixture.split(bytes) {
      if String(decoding: box[4..<8], as: UTF8.self) == type { return (offset, box.count) }
      offset += box.count
    }
    return nil
  }

  @Test(
    "as signed: valid, the BMFF hash matches",
    arguments: [("heic", 2), ("heic", 3), ("avif", 2), ("avif", 3), ("heic", 1)])
  func signed(brand: String, version: Int) throws {
    let fixture = SignedBMFFFixture(form: .still(brand: brand), version: version)
    let (validation, inspection) = try Self.inspect(try fixture.bytes(), name: "signed.\(brand)")
    #expect(validation.state == .valid)
    #expect(validation.failures.map(\.code) == ["signingCredential.untrusted"])
    #expect(
      validation.statuses.contains { $0.code == "assertion.bmffHash.match" && $0.url?.hasSuffix(fixture.label) == true }
    )
    #expect(!inspection.report.flags.contains { $0.id == "c2pa-content-changed" })
  }

  @Test("one byte of mdat changed: mismatch, invalid, and the image changed after signing", arguments: [2, 3])
  func mediaData(version: Int) throws {
    var bytes = try SignedBMFFFixture(version: version).bytes()
    let mdat = try #require(Self.box("mdat", in: bytes))
    bytes[mdat.start + mdat.size - 10] ^= 0x01
    let (validation, inspection) = try Self.inspect(bytes)
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code).sorted() == ["assertion.bmffHash.mismatch", "signingCredential.untrusted"])
    #expect(validation.contentChanged)
    #expect(inspection.report.flags.contains { $0.id == "c2pa-content-changed" })
    #expect(inspection.report.verdict == .edited)
  }

  @Test("one byte of an excluded box (free, ftyp's minor version) changed: still valid", arguments: ["free", "ftyp"])
  func excluded(type: String) throws {
    var bytes = try SignedBMFFFixture().bytes()
    let box = try #require(Self.box(type, in: bytes))
    bytes[box.start + 12] ^= 0x01
    let (validation, _) = try Self.inspect(bytes)
    #expect(validation.state == .valid)
    #expect(validation.statuses.contains { $0.code == "assertion.bmffHash.match" })
  }

  /// The excluded `free` box grown by 8 bytes moves `meta` and `mdat`:
  /// versions 2 and 3 hash the offsets and see it, version 1 does not.
  @Test("an excluded box that grows moves the boxes after it", arguments: [(1, true), (2, false), (3, false)])
  func moved(version: Int, matches: Bool) throws {
    let bytes = try SignedBMFFFixture(version: version).bytes()
    let free = try #require(Self.box("free", in: bytes))
    let grown =
      Array(bytes[..<free.start]) + ISOBMFFBoxes.box("free", [UInt8](repeating: 0x46, count: free.size))
      + Array(bytes[(free.start + free.size)...])
    let (validation, _) = try Self.inspect(grown)
    #expect(
      validation.statuses.contains { $0.code == (matches ? "assertion.bmffHash.match" : "assertion.bmffHash.mismatch") }
    )
  }

  @Test("a fragmented file: each fragment checked against the Merkle tree", arguments: [1, 3, 4, 300])
  func fragments(count: Int) throws {
    let bytes = try SignedBMFFFixture(form: .fragments(count), version: 3).bytes()
    let (validation, _) = try Self.inspect(bytes, name: "signed.avifs")
    #expect(validation.state == .valid)
    #expect(validation.statuses.contains { $0.code == "assertion.bmffHash.match" })
  }

  @Test("one byte of a fragment changed: mismatch", arguments: [0, 2])
  func fragmentChanged(fragment: Int) throws {
    var bytes = try SignedBMFFFixture(form: .fragments(3), version: 2).bytes()
    var offset = 0
    var seen = 0
    for box in SignedBMFFFixture.split(bytes) {
      if String(decoding: box[4..<8], as: UTF8.self) == "mdat" {
        if seen == fragment { bytes[offset + 20] ^= 0x01 }
        seen += 1
      }
      offset += box.count
    }
    let (validation, inspection) = try Self.inspect(bytes, name: "signed.avifs")
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code).sorted() == ["assertion.bmffHash.mismatch", "signingCredential.untrusted"])
    #expect(inspection.report.flags.contains { $0.id == "c2pa-content-changed" })
  }
}
