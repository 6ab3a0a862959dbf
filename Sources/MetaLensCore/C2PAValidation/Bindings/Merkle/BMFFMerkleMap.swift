/// One Merkle tree of a `c2pa.hash.bmff` assertion (C2PA 2.1, 18.6.4):
/// `count` leaves, one row of the tree in `hashes`, and optionally
/// `initHash`, the hash of what comes before the first fragment. A leaf is
/// a fragment, or (C2PA 2.2, 18.6.4, as c2pa-rs 0.91.3 writes) a block of
/// an `mdat` box when `fixedBlockSize` or `variableBlockSizes` is given,
/// or, in an unfragmented movie without them, a chunk of the track whose
/// id is `localId` (`BMFFMerkleChunks`).
/// A leaf may carry its own proof (`BMFFMerkleProof`): the sibling hashes
/// from it up to that row. The tree is C2PA's: leaves all on the bottom
/// row, a node without a sibling goes up unhashed.
struct BMFFMerkleMap {
  let uniqueID: Int64
  let localID: Int64
  let count: Int
  let algorithm: String?
  let initHash: [UInt8]?
  let hashes: [[UInt8]]
  /// The size of every `mdat` block but the last, or each block's size.
  let fixedBlockSize: Int64?
  let variableBlockSizes: [Int64]?

  /// More leaves than this is not a file metalens reads (a fragment is at
  /// least a `moof` and an `mdat`).
  static let maxLeaves = AssetBoxMap.maxBoxes

  /// More `mdat` blocks than this is not a file metalens reads: at the
  /// smallest block c2pa-rs writes (1 KiB), a 16 GiB `mdat`.
  static let maxBlocks = 1 << 24

  /// Nil for a map that cannot be a tree: no leaves, more leaves than a
  /// file can hold, a row longer than the leaves, hashes that are not byte
  /// strings, or block sizes that are not numbers (c2pa-rs cannot read
  /// such a map either).
  init?(_ value: CBORValue) {
    let blocks = value["fixedBlockSize"] != nil || value["variableBlockSizes"] != nil
    guard let uniqueID = value["uniqueId"]?.integer, let localID = value["localId"]?.integer,
      let count = value["count"]?.integer, count > 0, count <= (blocks ? Self.maxBlocks : Self.maxLeaves),
      let items = value["hashes"]?.array, !items.isEmpty, items.count <= count
    else { return nil }
    let hashes = items.compactMap(\.bytes)
    guard hashes.count == items.count else { return nil }
    if let algorithm = value["alg"], algorithm.text == nil { return nil }
    if let fixed = value["fixedBlockSize"] {
      guard let size = fixed.integer, size >= 0 else { return nil }
      fixedBlockSize = size
    } else {
      fixedBlockSize = nil
    }
    if let variable = value["variableBlockSizes"] {
      guard let items = variable.array, items.count <= Self.maxBlocks else { return nil }
      let sizes = items.compactMap(\.integer)
      guard sizes.count == items.count, sizes.allSatisfy({ $0 >= 0 }) else { return nil }
      variableBlockSizes = sizes
    } else {
      variableBlockSizes = nil
    }
    self.uniqueID = uniqueID
    self.localID = localID
    self.count = Int(count)
    self.algorithm = value["alg"]?.text
    initHash = value["initHash"]?.bytes
    self.hashes = hashes
  }

  /// Whether `proof` is the one for the leaf at `place` of this tree: its
  /// location and ids, as c2pa-rs requires of the proofs it takes in file
  /// order ("MerkleMap and MerkleBoxInfo mismatch" otherwise).
  func places(_ proof: BMFFMerkleProof, at place: Int) -> Bool {
    proof.location == place && proof.uniqueID == uniqueID && proof.localID == localID
  }

  /// True for a tree over the blocks of an `mdat` box.
  var isBlocks: Bool { fixedBlockSize != nil || variableBlockSizes != nil }

  /// The number of nodes in each row, leaves first.
  static func rows(leaves: Int) -> [Int] {
    var rows = [leaves]
    while let last = rows.last, last > 1 { rows.append((last + 1) / 2) }
    return rows
  }

  /// True when the leaf hash at `location`, climbed with `proof`, reaches
  /// the node the map holds. As c2pa-rs: the climb stops at the row as long
  /// as `hashes`; a missing sibling fails.
  func holds(leaf: [UInt8], location: Int, proof: [[UInt8]]?, algorithm: String) -> Bool {
    var index = location
    var hash = leaf
    if let proof {
      var used = 0
      for row in Self.rows(leaves: count) {
        if row == hashes.count { break }
        let sibling = index % 2 == 1 ? index - 1 : index + 1
        if sibling < row {
          guard used < proof.count else { return false }
          let pair = index % 2 == 1 ? proof[used] + hash : hash + proof[used]
          guard let parent = c2paDigest(pair[...], algorithm: algorithm) else { return false }
          hash = parent
          used += 1
        }
        index /= 2
      }
    }
    return hashes.indices.contains(index) && hashes[index] == hash
  }
}
