import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Movies signed for real with a `c2pa.hash.bmff.v3` binding whose Merkle
/// tree is over the chunks of a track (C2PA 2.1, 18.6.4), checked as
/// c2pa-rs's "timed media" branch reads it (bmff_hash.rs). c2pa-rs 0.91.3
/// does not write this form, so nothing is measured against it: the
/// fixture's track has 7 samples in 3 chunks (2, 2, 3), one proof box each.
@Suite("C2PA BMFF Merkle trees over track chunks")
struct C2PABMFFMerkleChunksTests {
  static func fixture(_ change: (inout BMFFMovieFixture) -> Void = { _ in }) -> SignedBMFFFixture {
    var fixture = SignedBMFFFixture(form: .movie, version: 3)
    change(&fixture.movie)
    return fixture
  }

  static func validation(_ bytes: [UInt8]) throws -> (C2PAValidation, Inspection) {
    let inspection = try Inspector().inspect(bytes: bytes, path: "signed.avifs")
    return (try #require(inspection.analysis.c2pa), inspection)
  }

  static func bmffCodes(_ bytes: [UInt8]) throws -> [String] {
    try validation(bytes).0.statuses.map(\.code).filter { $0.hasPrefix("assertion.bmffHash") }
  }

  static var tables: [(String, (inout BMFFMovieFixture) -> Void)] {
    [
      ("stsz and stco", { _ in }), ("co64", { $0.co64 = true }), ("stz2 of 8 bits", { $0.compactBits = 8 }),
      ("stz2 of 16 bits", { $0.compactBits = 16 }),
      (
        "stz2 of 4 bits",
        {
          $0.compactBits = 4
          $0.sampleSizes = [10, 3, 15, 7, 1, 12, 5]
        }
      ),
      (
        "tkhd version 1, track 7",
        {
          $0.tkhdVersion = 1
          $0.trackID = 7
        }
      ),
      ("one chunk of all samples", { $0.stsc = [[1, 7]] }), ("a chunk per sample", { $0.stsc = [[1, 1]] }),
    ]
  }

  @Test("as signed: valid, the BMFF hash matches (tables)", arguments: tables.map(\.0))
  func signed(_ label: String) throws {
    let change = try #require(Self.tables.first { $0.0 == label }?.1)
    let (validation, inspection) = try Self.validation(try Self.fixture(change).bytes())
    #expect(validation.state == .valid)
    #expect(validation.failures.map(\.code) == ["signingCredential.untrusted"])
    #expect(
      validation.statuses.map(\.code).filter { $0.hasPrefix("assertion.bmffHash") } == ["assertion.bmffHash.match"])
    #expect(!inspection.report.flags.contains { $0.id == "c2pa-content-changed" })
  }

  /// Each chunk's first and last byte: the first chunk is at offset 16 of
  /// the `mdat`.
  @Test("one byte of a chunk changed: mismatch, and the movie changed after signing")
  func changed() throws {
    let fixture = Self.fixture()
    let signed = try fixture.bytes()
    for range in fixture.movie.chunkRanges {
      for offset in [range.lowerBound, range.upperBound - 1] {
        var bytes = signed
        SignedBMFFFixture.changeMdat(&bytes, at: offset)
        let (validation, inspection) = try Self.validation(bytes)
        #expect(validation.state == .invalid)
        #expect(
          validation.failures.map(\.code).sorted() == ["assertion.bmffHash.mismatch", "signingCredential.untrusted"])
        #expect(validation.contentChanged)
        #expect(inspection.report.verdict == .edited)
      }
    }
  }

  /// What no sample holds, between chunks, is in no leaf and excluded from
  /// the file hash: the tree does not cover it, in c2pa-rs's reading too.
  @Test("a byte between chunks changed: still a match")
  func between() throws {
    let fixture = Self.fixture()
    var bytes = try fixture.bytes()
    SignedBMFFFixture.changeMdat(&bytes, at: try #require(fixture.movie.chunkRanges.first).upperBound)
    #expect(try Self.bmffCodes(bytes) == ["assertion.bmffHash.match"])
  }

  @Test(
    "a proof box removed, swapped, copied over the next, or none at all: mismatch",
    arguments: ["gone", "swap", "copy", "none"])
  func proofs(change: String) throws {
    var fixture = Self.fixture()
    fixture.proofBoxes = change != "none"
    var boxes = SignedBMFFFixture.split(try fixture.bytes())
    let proofs = boxes.indices.filter { boxes[$0][4..<8].elementsEqual("uuid".utf8) }.dropFirst()
    if let first = proofs.first {
      #expect(proofs.count == 3)
      switch change {
      case "gone": boxes.remove(at: first)
      case "swap": boxes.swapAt(first, first + 1)
      default: boxes[first + 1] = boxes[first]
      }
    }
    #expect(try Self.bmffCodes(boxes.flatMap { $0 }) == ["assertion.bmffHash.mismatch"])
  }

  /// Maps that cannot be the movie's: another track, another count, a row
  /// that is no row of the tree, a wrong root.
  static var maps: [(String, [(String, CBORItem)])] {
    [
      ("track 2", [("localId", .int(2))]), ("count 4", [("count", .int(4))]),
      ("a row of 2 for 3 leaves, one repeated", [("hashes", .array([.bytes([1]), .bytes([1])]))]),
      ("a wrong root", [("hashes", .array([.bytes([UInt8](repeating: 7, count: 32))]))]),
    ]
  }

  @Test("a tree that cannot be the movie's: mismatch", arguments: maps.map(\.0))
  func mismatch(_ label: String) throws {
    var fixture = Self.fixture()
    fixture.blockMapChanges = try #require(Self.maps.first { $0.0 == label }?.1)
    #expect(try Self.bmffCodes(try fixture.bytes()) == ["assertion.bmffHash.mismatch"])
  }

  /// Sample tables that cannot be (signed as they are, so the file hash
  /// holds): never a crash, a hang or a pass.
  static var absurd: [(String, (inout BMFFMovieFixture) -> Void)] {
    [
      ("four billion samples", { $0.tables["stsz"] = ISOBMFFBoxes.be32(0) + ISOBMFFBoxes.be32(.max) }),
      ("four billion 1-byte samples", { $0.tables["stsz"] = ISOBMFFBoxes.be32(1) + ISOBMFFBoxes.be32(.max) }),
      ("samples of 2 GiB", { $0.tables["stsz"] = ISOBMFFBoxes.be32(1 << 31) + ISOBMFFBoxes.be32(7) }),
      (
        "200,000 chunks of one sample",
        {
          $0.stsc = [[1, 1]]
          $0.tables["stsz"] = ISOBMFFBoxes.be32(1) + ISOBMFFBoxes.be32(200_000)
        }
      ),
      ("samples_per_chunk 0", { $0.stsc = [[1, 2], [3, 0]] }),
      ("first_chunk 0", { $0.stsc = [[0, 2], [3, 3]] }),
      ("first_chunk repeated", { $0.stsc = [[1, 2], [1, 3]] }),
      ("no stsc entry", { $0.tables["stsc"] = ISOBMFFBoxes.be32(0) }),
      ("four billion stsc entries", { $0.tables["stsc"] = ISOBMFFBoxes.be32(.max) }),
      ("an offset past the end", { $0.tables["stco"] = ISOBMFFBoxes.be32(3) + [UInt8](repeating: 0xFF, count: 12) }),
      ("fewer offsets than chunks", { $0.tables["stco"] = ISOBMFFBoxes.be32(1) + ISOBMFFBoxes.be32(0) }),
      (
        "a 64-bit offset near 2^64",
        {
          $0.co64 = true
          $0.tables["co64"] = ISOBMFFBoxes.be32(3) + [UInt8](repeating: 0xFF, count: 24)
        }
      ),
      (
        "a stz2 field of 3 bits",
        {
          $0.compactBits = 8
          $0.tables["stz2"] = [0, 0, 0, 3] + ISOBMFFBoxes.be32(7)
        }
      ),
      ("a tkhd of version 2", { $0.tkhdVersion = 2 }),
      ("an empty stco", { $0.tables["stco"] = [] }),
      ("two stsz", { $0.tables["stz2"] = [0, 0, 0, 8] + ISOBMFFBoxes.be32(7) + [UInt8](repeating: 1, count: 7) }),
    ]
  }

  @Test("absurd sample tables: malformed or mismatch, never valid", arguments: absurd.map(\.0))
  func absurdTables(_ label: String) throws {
    let change = try #require(Self.absurd.first { $0.0 == label }?.1)
    let (validation, _) = try Self.validation(try Self.fixture(change).bytes())
    #expect(validation.state == .invalid)
    let codes = validation.statuses.map(\.code).filter { $0.hasPrefix("assertion.bmffHash") }
    #expect(codes == ["assertion.bmffHash.malformed"] || codes == ["assertion.bmffHash.mismatch"], "\(codes)")
  }

  /// The reader alone: the fixture's chunks where the fixture put them.
  @Test("BMFFTrackChunks finds the fixture's chunks")
  func chunks() throws {
    let movie = BMFFMovieFixture()
    let ftyp = ISOBMFFBoxes.box("ftyp", Array("isom".utf8) + [0, 0, 0, 0])
    let moovSize = movie.moov(mdatOffset: 0).count
    let bytes = ftyp + movie.moov(mdatOffset: ftyp.count + moovSize) + movie.mdat()
    let source = MemoryBytes(bytes: bytes)
    let tree = try #require(try ISOBMFFBoxTree.walk(source))
    let read = try #require(try BMFFTrackChunks.read(tree: tree, source: source))
    let start = Int64(ftyp.count + moovSize)
    let expected = movie.chunkRanges.map { Int64($0.lowerBound) + start..<Int64($0.upperBound) + start }
    #expect(read.tracks == [.init(id: 1, chunks: expected)])
  }
}
