import Crypto

/// C2PA's Merkle tree for fixtures (C2PA 2.1, 18.6.4), built here apart
/// from metalens: every leaf on the bottom row, each parent the SHA-256 of
/// its two children, a node without a sibling carried up as it is.
public struct BMFFMerkleFixture {
  /// Leaves first, the root last.
  public let rows: [[[UInt8]]]

  public init(leaves: [[UInt8]]) {
    var rows = [leaves]
    while let last = rows.last, last.count > 1 {
      rows.append(
        stride(from: 0, to: last.count, by: 2).map { index in
          index + 1 < last.count ? Array(SHA256.hash(data: last[index] + last[index + 1])) : last[index]
        })
    }
    self.rows = rows
  }

  public var root: [UInt8] { rows.last?.first ?? [] }

  /// The siblings of leaf `index` from the bottom row up, one for each row
  /// where it has one.
  public func proof(_ index: Int) -> [[UInt8]] {
    var index = index
    var proof: [[UInt8]] = []
    for row in rows.dropLast() {
      let sibling = index % 2 == 1 ? index - 1 : index + 1
      if sibling < row.count { proof.append(row[sibling]) }
      index /= 2
    }
    return proof
  }
}
