/// The Merkle trees of a `c2pa.hash.bmff` binding checked against one
/// file (C2PA 2.1, 18.6.4; C2PA 2.2, 18.6.4), as c2pa-rs 0.91.3 checks a
/// single file (`BmffHash::verify_stream_hash`, sdk/src/assertions/
/// bmff_hash.rs): an `initHash` covers the file up to its first `moof`
/// (less the exclusions); in a fragmented file each fragment (a `moof` and
/// the top-level boxes up to the next) is a leaf, hashed less the
/// exclusions, and climbed with the proof from the fragment's `merkle` box
/// to the row the assertion holds. In an unfragmented file, trees with
/// `fixedBlockSize` or `variableBlockSizes` are over the blocks of its
/// `mdat` boxes (`BMFFMerkleBlocks`): what c2pa-rs writes for MP4, HEIF and
/// AVIF alike. Trees without block sizes in a file with a `moov` are over
/// its tracks' chunks (`BMFFMerkleChunks`, c2pa-rs's "timed media" branch),
/// which c2pa-rs 0.91.3 checks but never writes, so that check follows its
/// source and fails wherever 0.91.3 is unknown.
///
/// Not checked, and said so (`malformed`, never a pass): trees without
/// block sizes in a file without a `moov` (a HEIF's items by `iloc`),
/// which c2pa-rs does not check either and fails, and a binding mixing
/// trees with and without block sizes.
struct BMFFMerkleCheck {
  let binding: BMFFHashBinding
  let tree: ISOBMFFBoxTree
  /// The binding's exclusions in this file, and its top-level box offsets
  /// to hash (empty for version 1).
  let excluded: [Range<Int64>]
  let offsets: [Int64]
  private let sortedExclusions: [Range<Int64>]
  private let sortedOffsets: [Int64]

  init(binding: BMFFHashBinding, tree: ISOBMFFBoxTree, excluded: [Range<Int64>], offsets: [Int64]) {
    self.binding = binding
    self.tree = tree
    self.excluded = excluded
    self.offsets = offsets
    sortedExclusions = excluded.sorted { $0.lowerBound < $1.lowerBound }
    sortedOffsets = offsets.sorted()
  }

  func verify(_ source: some RandomAccessBytes) throws(MetaLensError) -> BMFFHashBinding.Outcome {
    let topLevel = tree.topLevel
    let firstMoof = topLevel.first { $0.type == "moof" }
    for map in binding.merkle where map.initHash != nil {
      guard let firstMoof else { return .mismatch("an initialization hash in a file without fragments") }
      let digest = try hash(source, without: [firstMoof.offset..<source.size], algorithm: algorithm(map))
      guard let digest else { return .unsupportedAlgorithm(algorithm(map)) }
      if digest != map.initHash { return .mismatch("the file before its first fragment changed after signing") }
    }
    guard firstMoof != nil else {
      if binding.merkle.allSatisfy(\.isBlocks) {
        let blocks = BMFFMerkleBlocks(maps: binding.merkle, defaultAlgorithm: binding.algorithm, tree: tree)
        return try blocks.verify(source)
      }
      if topLevel.contains(where: { $0.type == "moov" }), !binding.merkle.contains(where: \.isBlocks) {
        let chunks = BMFFMerkleChunks(maps: binding.merkle, defaultAlgorithm: binding.algorithm, tree: tree)
        return try chunks.verify(source)
      }
      let form =
        topLevel.contains { $0.type == "moov" }
        ? "both mdat blocks and track chunks" : "the items of an unfragmented file"
      return .malformed("metalens does not check Merkle trees over \(form)")
    }
    guard let proofs = try BMFFMerkleProof.all(in: tree, source: source) else {
      return .malformed("a fragment's Merkle proof is unreadable")
    }
    let fragments = Self.fragments(topLevel)
    var leaves: [String: [[UInt8]]] = [:]
    for map in binding.merkle {
      guard fragments.count == map.count, proofs.count == map.count else {
        return .mismatch(
          "the file has \(fragments.count) fragments and \(proofs.count) proofs, signed for \(map.count)")
      }
      let name = algorithm(map)
      if leaves[name] == nil {
        var hashes: [[UInt8]] = []
        for fragment in fragments {
          guard let digest = try leaf(source, fragment: fragment, algorithm: name) else {
            return .unsupportedAlgorithm(name)
          }
          hashes.append(digest)
        }
        leaves[name] = hashes
      }
      for (index, proof) in proofs.enumerated() {
        guard let leaf = leaves[name]?[index],
          map.holds(leaf: leaf, location: proof.location, proof: proof.hashes, algorithm: name)
        else { return .mismatch("fragment \(index + 1) changed after it was signed") }
      }
    }
    return .match
  }

  private func algorithm(_ map: BMFFMerkleMap) -> String { map.algorithm ?? binding.algorithm }

  /// The hash of the file less the binding's exclusions and `without`.
  private func hash(_ source: some RandomAccessBytes, without: [Range<Int64>], algorithm: String)
    throws(MetaLensError) -> [UInt8]?
  {
    guard let bytes = BMFFHashedBytes(size: source.size, exclusions: excluded + without, offsets: offsets) else {
      return []
    }
    return try bytes.digest(source, algorithm: algorithm)
  }

  /// The hash of one fragment less the exclusions inside it. Every
  /// exclusion lies within one top-level box, so only those that start in
  /// the fragment, and its own boxes' offsets, are looked at: a file of
  /// many small fragments costs a binary search each, not a pass over all.
  private func leaf(_ source: some RandomAccessBytes, fragment: Range<Int64>, algorithm: String)
    throws(MetaLensError) -> [UInt8]?
  {
    let inside = { (values: [Int64]) in
      values[Self.lowerBound(values, fragment.lowerBound)..<Self.lowerBound(values, fragment.upperBound)]
    }
    let starts = sortedExclusions.map(\.lowerBound)
    let exclusions = sortedExclusions[inside(starts).indices].map { $0.clamped(to: fragment) }
    let outside = [0..<fragment.lowerBound, fragment.upperBound..<source.size]
    guard
      let bytes = BMFFHashedBytes(
        size: source.size, exclusions: exclusions + outside, offsets: Array(inside(sortedOffsets)))
    else { return [] }
    return try bytes.digest(source, algorithm: algorithm)
  }

  /// The first index of `sorted` whose value is not below `value`.
  static func lowerBound(_ sorted: [Int64], _ value: Int64) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Each fragment's span: from a top-level `moof` to the end of the last
  /// top-level box before the next one.
  static func fragments(_ topLevel: [ISOBMFFBoxTree.Box]) -> [Range<Int64>] {
    var spans: [Range<Int64>] = []
    for box in topLevel.drop(while: { $0.type != "moof" }) {
      if box.type == "moof" || spans.isEmpty {
        spans.append(box.offset..<box.end)
      } else if let last = spans.popLast() {
        spans.append(last.lowerBound..<box.end)
      }
    }
    return spans
  }
}
