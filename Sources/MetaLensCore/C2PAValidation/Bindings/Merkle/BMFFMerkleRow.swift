/// The row of a C2PA Merkle tree that a map holds (C2PA 2.1, 18.6.4),
/// built from the leaves in order without keeping them: a map without
/// proof boxes is checked this way, as c2pa-rs checks it, by building the
/// tree again and comparing the row.
///
/// A node of the row at `level` covers the `1 << level` leaves under it
/// (fewer at the right end), and pairs never cross its edges, so each is
/// the C2PA tree of its own leaves: kept as a stack of subtree hashes,
/// folded from the right when the node is full or the leaves end (a node
/// without a sibling goes up unhashed, as C2PA's tree has it).
struct BMFFMerkleRow {
  let algorithm: String
  let level: Int
  private(set) var nodes: [[UInt8]] = []
  private var stack: [(level: Int, hash: [UInt8])] = []
  private var leavesInNode = 0

  /// Nil when no row of a tree of `count` leaves is `length` long: such a
  /// map holds no row of its own tree.
  init?(count: Int, length: Int, algorithm: String) {
    guard let level = BMFFMerkleMap.rows(leaves: count).firstIndex(of: length) else { return nil }
    self.algorithm = algorithm
    self.level = level
  }

  /// Adds the next leaf's hash.
  mutating func add(_ leaf: [UInt8]) {
    var node = (level: 0, hash: leaf)
    while let last = stack.last, last.level == node.level {
      stack.removeLast()
      node = (node.level + 1, parent(last.hash, node.hash))
    }
    stack.append(node)
    leavesInNode += 1
    if leavesInNode == 1 << level { closeNode() }
  }

  /// The row, once every leaf is added.
  mutating func finish() -> [[UInt8]] {
    if leavesInNode > 0 { closeNode() }
    return nodes
  }

  private mutating func closeNode() {
    var hash = stack.popLast()?.hash ?? []
    while let left = stack.popLast() { hash = parent(left.hash, hash) }
    nodes.append(hash)
    leavesInNode = 0
  }

  private func parent(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
    c2paDigest((left + right)[...], algorithm: algorithm) ?? []
  }
}
