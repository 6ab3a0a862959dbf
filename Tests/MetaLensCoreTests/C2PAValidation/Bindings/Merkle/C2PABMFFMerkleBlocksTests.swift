import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Stills signed for real with a `c2pa.hash.bmff.v3` binding whose Merkle
/// tree is over the blocks of their `mdat` (C2PA 2.2, 18.6.4), as c2pa-rs
/// 0.91.3 signs with `core.merkle_tree_chunk_size_in_kb`: the fixture's
/// HEIF `mdat` is 264 bytes, so 248 bytes from offset 16, in blocks of the
/// size given. Each case gives the state and the BMFF code, the ones
/// c2pa-rs gives for the same file (`make c2pa-crosscheck` reads some).
@Suite("C2PA BMFF Merkle trees over mdat blocks")
struct C2PABMFFMerkleBlocksTests {
  static func fixture(
    brand: String = "heic", blockSize: Int = 64, proofs: Bool = true, changes: [(String, CBORItem)] = []
  ) -> SignedBMFFFixture {
    var fixture = SignedBMFFFixture(form: .still(brand: brand), version: 3)
    fixture.blockSize = blockSize
    fixture.proofBoxes = proofs
    fixture.blockMapChanges = changes
    return fixture
  }

  static func validation(_ bytes: [UInt8], brand: String = "heic") throws -> (C2PAValidation, Inspection) {
    let inspection = try Inspector().inspect(bytes: bytes, path: "signed.\(brand)")
    return (try #require(inspection.analysis.c2pa), inspection)
  }

  static func bmffCodes(_ validation: C2PAValidation) -> [String] {
    validation.statuses.map(\.code).filter { $0.hasPrefix("assertion.bmffHash") }
  }

  @Test(
    "as signed: valid, the BMFF hash matches (brand, block size, proof boxes)",
    arguments: [
      ("heic", 64, true), ("heic", 64, false), ("avif", 100, true), ("avif", 100, false), ("heic", 1000, true),
      ("heic", 1, true), ("heic", 248, false),
    ])
  func signed(brand: String, blockSize: Int, proofs: Bool) throws {
    let (validation, inspection) = try Self.validation(
      try Self.fixture(brand: brand, blockSize: blockSize, proofs: proofs).bytes(), brand: brand)
    #expect(validation.state == .valid)
    #expect(validation.failures.map(\.code) == ["signingCredential.untrusted"])
    #expect(Self.bmffCodes(validation) == ["assertion.bmffHash.match"])
    #expect(!inspection.report.flags.contains { $0.id == "c2pa-content-changed" })
  }

  /// Offsets in the `mdat`: 16 + 64 + 3 is in block 2, 260 in the last
  /// (short) block, 10 in the part the file hash covers.
  @Test(
    "one byte of the mdat changed: mismatch, and the image changed after signing (offset, proof boxes)",
    arguments: [(83, true), (83, false), (260, true), (260, false), (10, true)])
  func changed(offset: Int, proofs: Bool) throws {
    var bytes = try Self.fixture(proofs: proofs).bytes()
    SignedBMFFFixture.changeMdat(&bytes, at: offset)
    let (validation, inspection) = try Self.validation(bytes)
    #expect(validation.state == .invalid)
    #expect(validation.failures.map(\.code).sorted() == ["assertion.bmffHash.mismatch", "signingCredential.untrusted"])
    #expect(validation.contentChanged)
    #expect(inspection.report.verdict == .edited)
  }

  /// Block sizes given one by one, as c2pa-rs's embeddable signing writes
  /// them: those of the fixed 64-byte blocks match; others do not.
  @Test(
    "variable block sizes: those of the blocks match, others mismatch",
    arguments: [([64, 64, 64, 56], true), ([64, 64, 64, 57], false), ([64, 64, 120], false), ([248], false)])
  func variable(sizes: [Int64], matches: Bool) throws {
    let changes: [(String, CBORItem)] = [
      ("fixedBlockSize", .null), ("variableBlockSizes", .array(sizes.map(CBORItem.int))), ("count", .int(4)),
    ]
    let (validation, _) = try Self.validation(try Self.fixture(changes: changes).bytes())
    #expect(Self.bmffCodes(validation) == [matches ? "assertion.bmffHash.match" : "assertion.bmffHash.mismatch"])
  }

  /// Trees that cannot be those of the file, each refused by c2pa-rs
  /// 0.91.3 with a mismatch: a count other than the blocks', a block size
  /// of 0, both kinds of sizes, a row that is no row of the tree.
  static var mismatches: [(String, [(String, CBORItem)])] {
    [
      ("count 5 for 4 blocks", [("count", .int(5))]),
      ("a block size of 0", [("fixedBlockSize", .int(0))]),
      ("both fixed and variable sizes", [("variableBlockSizes", .array([.int(124), .int(124)]))]),
      ("a block size larger than the mdat, for 4 blocks", [("fixedBlockSize", .int(1 << 40))]),
    ]
  }

  @Test("a tree that cannot be the file's: mismatch", arguments: mismatches.map(\.0))
  func mismatch(_ label: String) throws {
    let changes = try #require(Self.mismatches.first { $0.0 == label }?.1)
    for proofs in [true, false] {
      let (validation, _) = try Self.validation(try Self.fixture(proofs: proofs, changes: changes).bytes())
      #expect(validation.state == .invalid)
      #expect(Self.bmffCodes(validation) == ["assertion.bmffHash.mismatch"], "proof boxes: \(proofs)")
    }
  }

  /// Absurd maps, which c2pa-rs cannot read either: never a crash, a hang
  /// or a pass.
  static var absurd: [(String, [(String, CBORItem)])] {
    [
      ("four billion blocks", [("count", .int(4_000_000_000))]),
      ("a negative block size", [("fixedBlockSize", .int(-64))]),
      ("a block size that is text", [("fixedBlockSize", .text("64"))]),
      ("variable sizes that are text", [("fixedBlockSize", .null), ("variableBlockSizes", .array([.text("x")]))]),
      ("a negative variable size", [("fixedBlockSize", .null), ("variableBlockSizes", .array([.int(-1)]))]),
    ]
  }

  @Test("an absurd tree: malformed", arguments: absurd.map(\.0))
  func malformed(_ label: String) throws {
    let changes = try #require(Self.absurd.first { $0.0 == label }?.1)
    let (validation, _) = try Self.validation(try Self.fixture(proofs: false, changes: changes).bytes())
    #expect(validation.state == .invalid)
    #expect(Self.bmffCodes(validation) == ["assertion.bmffHash.malformed"])
  }

  /// The proof boxes follow the manifest, one per block, in block order.
  @Test(
    "a proof box removed, swapped with the next or copied over the next: mismatch", arguments: ["gone", "swap", "copy"])
  func proofs(change: String) throws {
    let bytes = try Self.fixture().bytes()
    var boxes = SignedBMFFFixture.split(bytes)
    let proofs = boxes.indices.filter { boxes[$0][4..<8].elementsEqual("uuid".utf8) }.dropFirst()
    #expect(proofs.count == 4)
    let first = try #require(proofs.first)
    switch change {
    case "gone": boxes.remove(at: first)
    case "swap": boxes.swapAt(first, first + 1)
    default: boxes[first + 1] = boxes[first]
    }
    let (validation, _) = try Self.validation(boxes.flatMap { $0 })
    #expect(Self.bmffCodes(validation) == ["assertion.bmffHash.mismatch"])
  }

  /// The row rebuilt from streamed leaves is the fixture tree's row of that
  /// length, for every tree of 1 to 40 leaves and every row.
  @Test("BMFFMerkleRow builds the same rows as the fixture's tree")
  func rows() {
    for count in 1...40 {
      let leaves = (0..<count).map { [UInt8(truncatingIfNeeded: $0), 0x5A] }
      let tree = BMFFMerkleFixture(leaves: leaves)
      for row in tree.rows {
        guard var built = BMFFMerkleRow(count: count, length: row.count, algorithm: "sha256") else {
          Issue.record("no row of \(row.count) for \(count) leaves")
          continue
        }
        for leaf in leaves { built.add(leaf) }
        if tree.rows.first(where: { $0.count == row.count }) == row {
          #expect(built.finish() == row, "\(count) leaves, row of \(row.count)")
        }
      }
    }
  }
}
