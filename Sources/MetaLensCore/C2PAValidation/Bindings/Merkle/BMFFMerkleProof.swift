/// A leaf's Merkle proof (a fragment's, an `mdat` block's or a track
/// chunk's; C2PA 2.1,
/// 18.6.4, and A.5): a top-level C2PA
/// `uuid` box whose purpose is `merkle`, holding a CBOR map of the tree it
/// belongs to (`uniqueId`, `localId`), its leaf's `location` and the
/// sibling `hashes` from the leaf up.
struct BMFFMerkleProof {
  let uniqueID: Int64
  let localID: Int64
  let location: Int
  let hashes: [[UInt8]]?

  /// The longest proof read: a tree of `BMFFMerkleMap.maxLeaves` leaves
  /// needs 17 siblings.
  static let maxHashes = 64
  /// The largest proof box read: a few hashes and numbers.
  static let maxBoxBytes: Int64 = 1 << 16

  init?(_ value: CBORValue) {
    guard let uniqueID = value["uniqueId"]?.integer, let localID = value["localId"]?.integer,
      let location = value["location"]?.integer, location >= 0, location < BMFFMerkleMap.maxLeaves
    else { return nil }
    self.uniqueID = uniqueID
    self.localID = localID
    self.location = Int(location)
    if let items = value["hashes"]?.array {
      let hashes = items.compactMap(\.bytes)
      guard hashes.count == items.count, hashes.count <= Self.maxHashes else { return nil }
      self.hashes = hashes
    } else {
      hashes = nil
    }
  }

  /// The proofs in the top-level boxes of `tree`, in file order; nil when
  /// one cannot be read.
  static func all(in tree: ISOBMFFBoxTree, source: some RandomAccessBytes) throws(MetaLensError)
    -> [BMFFMerkleProof]?
  {
    var proofs: [BMFFMerkleProof] = []
    for box in tree.topLevel where box.userType == ISOBMFFTopLevel.c2paUUID {
      // The header (with the UUID), 4 bytes of version and flags, then
      // the purpose; the manifest's own box is only looked at.
      let start = box.offset + Int64(box.headerSize) + 4
      guard box.end - start >= 7 else { continue }
      let purpose = try source.read(at: Int(start), count: Int(min(box.end - start, 16)))
      guard purpose.starts(with: Array("merkle\0".utf8)) else { continue }
      guard box.size <= maxBoxBytes else { return nil }
      let body = try source.read(at: Int(start) + 7, count: Int(box.end - start - 7))
      guard case .success(let value) = CBORDecoder.decode(body), let proof = BMFFMerkleProof(value) else { return nil }
      proofs.append(proof)
    }
    return proofs
  }
}
