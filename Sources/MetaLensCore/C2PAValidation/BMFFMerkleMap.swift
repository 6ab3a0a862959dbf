/// One Merkle tree of a `c2pa.hash.bmff` assertion (C2PA 2.1, 18.6.4):
/// `count` leaves (a fragment each), one row of the tree in `hashes`, and
/// optionally `initHash`, the hash of what comes before the first fragment.
/// A fragment carries its own proof (`BMFFMerkleProof`): the sibling hashes
/// from its leaf up to that row. The tree is C2PA's: leaves all on the
/// bottom row, a node without a sibling goes up unhashed.
struct BMFFMerkleMap {
  let uniqueID: Int64
  let localID: Int64
  let count: Int
  let algorithm: String?
  let initHash: [UInt8]?
  let hashes: [[UInt8]]

  /// More leaves than this is not a file metalens reads (a fragment is at
  /// least a `moof` and an `mdat`).
  static let maxLeaves = AssetBoxMap.maxBoxes

  /// Nil for a map that cannot be a tree: no leaves, more leaves than a
  /// file can hold, a row longer than the leaves, or hashes that are not
  /// byte strings.
  init?(_ value: CBORValue) {
    guard let uniqueID = value["uniqueId"]?.integer, let localID = value["localId"]?.integer,
      let count = value["count"]?.integer, count > 0, count <= Self.maxLeaves,
      let items = value["hashes"]?.array, !items.isEmpty, items.count <= count
    else { return nil }
    let hashes = items.compactMap(\.bytes)
    guard hashes.count == items.count else { return nil }
    if let algorithm = value["alg"], algorithm.text == nil { return nil }
    self.uniqueID = uniqueID
    self.localID = localID
    self.count = Int(count)
    self.algorithm = value["alg"]?.text
    initHash = value["initHash"]?.bytes
    self.hashes = hashes
  }

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
