/// Merkle trees over the chunks of an unfragmented movie's tracks (C2PA
/// 2.1, 18.6.4), checked as c2pa-rs checks them (bmff_hash.rs,
/// `verify_stream_hash`, the "timed media case"): a map's `localId` is a
/// track id (`uniqueId` unused there), each chunk of the track a leaf, the
/// hash of its samples' bytes (`BMFFTrackChunks`) with the map's `alg`;
/// the `merkle` proof boxes, in file order, `count` per map, each name a
/// chunk by `location` and climb its leaf to the row the map holds. Every
/// failure is `assertion.bmffHash.mismatch`, as c2pa-rs says.
///
/// c2pa-rs 0.91.3 checks this form but cannot write it, so nothing here is
/// measured against it: this follows the older source readable here, and
/// where 0.91.3 is unknown or that source would panic or let a chunk go
/// unchecked, it fails, never passes: no proof boxes, proofs left over or
/// missing, a proof out of its place or for another tree, a row that is
/// no row of the tree, a track absent, empty or with other than `count`
/// chunks (mismatch), and sample tables that cannot be read (malformed).
struct BMFFMerkleChunks {
  let maps: [BMFFMerkleMap]
  let defaultAlgorithm: String
  let tree: ISOBMFFBoxTree

  func verify(_ source: some RandomAccessBytes) throws(MetaLensError) -> BMFFHashBinding.Outcome {
    guard let movie = try BMFFTrackChunks.read(tree: tree, source: source) else {
      return .malformed("the movie's sample tables cannot be read")
    }
    guard let proofs = try BMFFMerkleProof.all(in: tree, source: source) else {
      return .malformed("a Merkle proof is unreadable")
    }
    let leaves = maps.reduce(0) { $0 + $1.count }
    guard proofs.count == leaves else {
      return .mismatch("MerkleMap count incorrect: the file has \(proofs.count) Merkle proofs, signed for \(leaves)")
    }
    var first = 0
    for map in maps {
      let group = proofs[first..<first + map.count]
      first += map.count
      let algorithm = map.algorithm ?? defaultAlgorithm
      let tracks = movie.tracks.filter { Int64($0.id) == map.localID }
      guard tracks.count == 1, let track = tracks.first else {
        return .mismatch("the movie has \(tracks.count) tracks with id \(map.localID)")
      }
      guard track.chunks.count == map.count else {
        return .mismatch("track \(track.id) has \(track.chunks.count) chunks, signed for \(map.count)")
      }
      guard BMFFMerkleRow(count: map.count, length: map.hashes.count, algorithm: algorithm) != nil else {
        return .mismatch("the Merkle tree's row is no row of its tree")
      }
      for (place, proof) in group.enumerated() {
        guard map.places(proof, at: place) else {
          return .mismatch("a Merkle proof is out of its place")
        }
        guard var hasher = C2PAHashers.make(algorithm) else { return .unsupportedAlgorithm(algorithm) }
        let chunk = track.chunks[place]
        try DataHashBinding.feed(source, from: chunk.lowerBound, to: chunk.upperBound, into: &hasher)
        guard map.holds(leaf: hasher.digestBytes(), location: place, proof: proof.hashes, algorithm: algorithm)
        else { return .mismatch("chunk \(place + 1) of track \(track.id) changed after it was signed") }
      }
    }
    return .match
  }
}
