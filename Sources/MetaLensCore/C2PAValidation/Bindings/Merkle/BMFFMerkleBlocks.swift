/// Merkle trees over the blocks of an unfragmented file's `mdat` boxes
/// (C2PA 2.2, 18.6.4, "Merkle trees over mdat"), checked as c2pa-rs 0.91.3
/// checks the trees it writes for an MP4, HEIF or AVIF signed with
/// `core.merkle_tree_chunk_size_in_kb`. Its binding excludes `/mdat` from
/// offset 16 on (the file hash keeps the box header); the maps are one
/// per top-level `mdat`, in file order; each block is a leaf, the hash of
/// that many bytes of the box from its offset 16 on: `fixedBlockSize`
/// bytes each (the last one shorter) or the sizes in `variableBlockSizes`,
/// which must add up to the rest of the box.
///
/// When the file has C2PA `merkle` proof boxes, c2pa-rs takes them in file
/// order, `count` per map, each for the leaf at its place (location, ids
/// and count must agree), and climbs each leaf with its proof to the row
/// the map holds; without any, it builds the trees again and compares that
/// row. Measured against c2pa-rs 0.91.3 (c2pa-python 0.38.1): a changed
/// block, a changed, missing, moved or copied proof, are all
/// `assertion.bmffHash.mismatch`, as here.
struct BMFFMerkleBlocks {
  let maps: [BMFFMerkleMap]
  let defaultAlgorithm: String
  let tree: ISOBMFFBoxTree

  /// Where the blocks of an `mdat` start: C2PA's offset 16, past the
  /// header and the largest size field.
  static let blockStart: Int64 = 16
  /// The most read at once for small blocks.
  static let window: Int64 = 1 << 20

  func verify(_ source: some RandomAccessBytes) throws(MetaLensError) -> BMFFHashBinding.Outcome {
    let mdats = tree.topLevel.filter { $0.type == "mdat" }
    guard !mdats.isEmpty, mdats.count == maps.count else {
      return .mismatch("\(maps.count) Merkle trees over the blocks of \(mdats.count) mdat boxes")
    }
    guard let proofs = try BMFFMerkleProof.all(in: tree, source: source) else {
      return .malformed("a Merkle proof is unreadable")
    }
    let leaves = maps.reduce(0) { $0 + $1.count }
    guard proofs.isEmpty || proofs.count == leaves else {
      return .mismatch("the file has \(proofs.count) Merkle proofs, signed for \(leaves) blocks")
    }
    var first = 0
    for (index, (map, mdat)) in zip(maps, mdats).enumerated() {
      guard let blocks = Self.blocks(map, in: mdat) else {
        return .mismatch("the block sizes of Merkle tree \(index + 1) do not fit its mdat box")
      }
      guard blocks.count == map.count else {
        return .mismatch("mdat \(index + 1) has \(blocks.count) blocks, signed for \(map.count)")
      }
      let name = map.algorithm ?? defaultAlgorithm
      let group = proofs.isEmpty ? nil : proofs[first..<first + map.count]
      first += map.count
      let outcome = try check(map, blocks: blocks, proofs: group, algorithm: name, source: source)
      if outcome != .match { return outcome }
    }
    return .match
  }

  /// One tree checked leaf by leaf, with its proofs or by its row.
  private func check(
    _ map: BMFFMerkleMap, blocks: Blocks, proofs: ArraySlice<BMFFMerkleProof>?, algorithm: String,
    source: some RandomAccessBytes
  ) throws(MetaLensError) -> BMFFHashBinding.Outcome {
    var row = BMFFMerkleRow(count: map.count, length: map.hashes.count, algorithm: algorithm)
    if proofs == nil, row == nil { return .mismatch("the Merkle tree's row is no row of its tree") }
    var start = blocks.start
    var window = (start: Int64(0), bytes: [UInt8]())
    for place in 0..<blocks.count {
      let size = blocks.size(place)
      let leaf: [UInt8]
      if size <= Self.window {
        // Small blocks are hashed from one read of up to a window, not a
        // read each: a tree of a million 1-byte blocks stays quick.
        if start < window.start || start + size > window.start + Int64(window.bytes.count) {
          let count = min(max(size, Self.window), blocks.end - start)
          window = (start, try source.read(at: Int(start), count: Int(count)))
        }
        let from = Int(start - window.start)
        let bytes = window.bytes[min(from, window.bytes.count)..<min(from + Int(size), window.bytes.count)]
        guard let digest = c2paDigest(bytes, algorithm: algorithm) else { return .unsupportedAlgorithm(algorithm) }
        leaf = digest
      } else {
        guard var hasher = C2PAHashers.make(algorithm) else { return .unsupportedAlgorithm(algorithm) }
        try DataHashBinding.feed(source, from: start, to: start + size, into: &hasher)
        leaf = hasher.digestBytes()
      }
      if let proofs {
        let proof = proofs[proofs.startIndex + place]
        guard map.places(proof, at: place) else {
          return .mismatch("a Merkle proof is out of its place")
        }
        guard map.holds(leaf: leaf, location: place, proof: proof.hashes, algorithm: algorithm) else {
          return .mismatch("block \(place + 1) of an mdat box changed after it was signed")
        }
      } else {
        row?.add(leaf)
      }
      start += size
    }
    if var row, proofs == nil, row.finish() != map.hashes {
      return .mismatch("an mdat box's blocks changed after they were signed")
    }
    return .match
  }

  /// Where an `mdat`'s blocks start and their sizes, computed without
  /// reading, so a count that cannot be is found before any hashing.
  struct Blocks {
    let start: Int64
    let end: Int64
    let count: Int
    let size: (Int) -> Int64
  }

  /// Nil when the map's sizes cannot be those of the box: both kinds or
  /// a fixed size of 0 (which c2pa-rs refuses), or variable sizes that do
  /// not add up to the box.
  static func blocks(_ map: BMFFMerkleMap, in mdat: ISOBMFFBoxTree.Box) -> Blocks? {
    let start = mdat.offset + blockStart
    let available = max(0, mdat.end - start)
    switch (map.fixedBlockSize, map.variableBlockSizes) {
    case (let size?, nil):
      guard size > 0 else { return nil }
      let count = available == 0 ? 0 : Int((available - 1) / size + 1)
      return Blocks(start: start, end: mdat.end, count: count) { min(size, available - Int64($0) * size) }
    case (nil, let sizes?):
      var total: Int64 = 0
      for size in sizes {
        total += size
        if total > available { return nil }
      }
      guard total == available else { return nil }
      return Blocks(start: start, end: mdat.end, count: sizes.count) { sizes[$0] }
    default: return nil
    }
  }
}
