import Crypto

/// A HEIF or AVIF with a C2PA manifest signed for real (the key,
/// certificate and claim of `SignedC2PAFixture`) and a `c2pa.hash.bmff`
/// binding (C2PA 2.1, 18.6), the store in C2PA's `uuid` box. The binding
/// excludes `/ftyp`, the C2PA `uuid` boxes (by their UUID at offset 8),
/// `/mfra` (as c2pa-rs writes) and `/free`, so a test can change or grow
/// an excluded box. The hash is computed here box by box, independently of
/// metalens: from version 2 on, each included top-level box's offset (8
/// bytes, big-endian) before its bytes.
///
/// With `blockSize`, a still image's `mdat` is hashed as c2pa-rs 0.91.3
/// hashes it when signing with `core.merkle_tree_chunk_size_in_kb` (C2PA
/// 2.2, 18.6.4): `/mdat` excluded from offset 16 on, and a Merkle tree
/// (`fixedBlockSize`) over the rest of the box in blocks of that size, its
/// root in the assertion and a `merkle` proof box per block after the
/// manifest, or (`proofBoxes` false, as c2pa-rs's `merkle_tree_max_proofs`
/// 0) every leaf in the assertion and no proof box.
///
/// The fragmented form is an AVIF sequence cut into `moof`/`mdat`
/// fragments, each followed by its `merkle` proof box, with a Merkle tree
/// (root row only) over the fragments and an `initHash` instead of a file
/// hash.
///
/// The movie form (`BMFFMovieFixture`) has a Merkle tree (root row only)
/// over its track's chunks, as c2pa-rs checks but does not write one (C2PA
/// 2.1, 18.6.4): `localId` and `uniqueId` the track id, `/mdat` excluded
/// from offset 16 as for blocks, and a `merkle` proof box per chunk after
/// the manifest.
public struct SignedBMFFFixture {
  public enum Form: Sendable, Equatable {
    /// One image: `ftyp`, `free`, `meta`, `mdat`, then the manifest.
    case still(brand: String)
    /// `ftyp`, `moov`, `free`, the manifest, then this many fragments.
    case fragments(Int)
    /// `ftyp`, `moov` (one track), `free`, `mdat`, the manifest, then a
    /// proof box per chunk.
    case movie
  }

  public let signer: SignedC2PAFixture
  public var form: Form
  /// 1 for `c2pa.hash.bmff`, 2 or 3 for `.v2`, `.v3`.
  public var version: Int
  /// The payload of the excluded `free` box.
  public var freeBytes = 16
  /// The binding assertion's CBOR as given, instead of the one computed
  /// (a still image only): for malformed bindings.
  public var assertionOverride: [UInt8]?
  /// The `mdat` block size of a Merkle tree over the still image's
  /// `mdat`, or nil for a file hash over all of it.
  public var blockSize: Int?
  /// Proof boxes for the blocks (else every leaf in the assertion).
  public var proofBoxes = true
  /// Keys of the block (or chunk) tree's map replaced or added as given (removed for
  /// `.null`): for other forms and for trees that cannot be.
  public var blockMapChanges: [(String, CBORItem)] = []
  /// A HEIF signed as it is (its boxes, then the manifest) instead of the
  /// still form's own: the fuzz harness's host, for its seed.
  public var host: HEIFFixture?
  /// The track and samples of the `.movie` form.
  public var movie = BMFFMovieFixture()

  public init(form: Form = .still(brand: "heic"), version: Int = 2) {
    signer = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    self.form = form
    self.version = version
  }

  public var label: String { version == 1 ? "c2pa.hash.bmff" : "c2pa.hash.bmff.v\(version)" }

  /// The signed file.
  public func bytes() throws -> [UInt8] {
    let certificate = signer.certificate
    let head = leadingBoxes()
    guard case .fragments(let count) = form else {
      let file = head.flatMap { $0 } + Self.manifestBox(try stillStore(certificate: certificate))
      guard proofBoxes, let tree = blockTree() ?? chunkTree() else { return file }
      let id = form == .movie ? Int64(movie.trackID) : 0
      return file + (0..<tree.rows[0].count).flatMap { Self.proofBox(location: $0, hashes: tree.proof($0), id: id) }
    }
    let fragments = (0..<count).map { Self.fragment($0) }
    // Fixed-length hashes: a first round with zeros gives every place.
    var tree = BMFFMerkleFixture(leaves: Array(repeating: [UInt8](repeating: 0, count: 32), count: count))
    var initHash = [UInt8](repeating: 0, count: 32)
    var file: [UInt8] = []
    for _ in 0..<2 {
      let store = try signer.store(
        binding: (label, assertion(hash: nil, merkle: (tree.root, initHash, count))), chain: [certificate])
      file = head.flatMap { $0 } + Self.manifestBox(store)
      var leaves: [[UInt8]] = []
      initHash = Self.digest(head, from: 0, version: version)
      for (index, fragment) in fragments.enumerated() {
        leaves.append(Self.digest(fragment, from: file.count, version: version))
        file += fragment.flatMap { $0 } + Self.proofBox(location: index, hashes: tree.proof(index))
      }
      tree = BMFFMerkleFixture(leaves: leaves)
    }
    return file
  }

  /// The signed store of a still image, which goes after its boxes.
  public func stillStore(certificate: [UInt8]? = nil) throws -> [UInt8] {
    let hash = Self.digest(leadingBoxes(), from: 0, version: version, mdatPrefix: blockSize != nil || form == .movie)
    let cbor = assertionOverride ?? assertion(hash: hash, merkle: nil)
    return try signer.store(binding: (label, cbor), chain: certificate.map { [$0] } ?? signer.chain)
  }

  /// The top-level boxes before the manifest.
  func leadingBoxes() -> [[UInt8]] {
    if let host { return Self.split(host.bytes()) }
    let free = ISOBMFFBoxes.box("free", [UInt8](repeating: 0x46, count: freeBytes))
    if form == .movie {
      let ftyp = ISOBMFFBoxes.box("ftyp", Array("avis".utf8) + [0, 0, 0, 0] + Array("avismsf1iso8".utf8))
      let mdatOffset = ftyp.count + movie.moov(mdatOffset: 0).count + free.count
      return [ftyp, movie.moov(mdatOffset: mdatOffset), free, movie.mdat()]
    }
    guard case .still(let brand) = form else {
      let ftyp = ISOBMFFBoxes.box("ftyp", Array("avis".utf8) + [0, 0, 0, 0] + Array("avismsf1iso8".utf8))
      let moov = ISOBMFFBoxes.box("moov", ISOBMFFBoxes.fullBox("mvhd", [UInt8](repeating: 0, count: 96)))
      return [ftyp, moov, free]
    }
    var heif = HEIFFixture(width: 64, height: 48)
    heif.majorBrand = brand
    heif.compatibleBrands = ["mif1", brand, "miaf"]
    heif.primaryDataSize = 256
    let boxes = Self.split(heif.bytes())
    return [boxes[0], free] + boxes.dropFirst()
  }

  /// A fragment: `moof` (with its sequence number) and `mdat`.
  static func fragment(_ index: Int) -> [[UInt8]] {
    let moof = ISOBMFFBoxes.box("moof", ISOBMFFBoxes.fullBox("mfhd", ISOBMFFBoxes.be32(UInt32(index + 1))))
    return [moof, ISOBMFFBoxes.box("mdat", (0..<200).map { UInt8(truncatingIfNeeded: $0 * 7 + index) })]
  }

  /// The hash of `boxes` (the first at `start`), leaving out those the
  /// binding excludes, each included one after its offset from version 2.
  /// With `mdatPrefix`, only the first 16 bytes of an `mdat`.
  static func digest(_ boxes: [[UInt8]], from start: Int, version: Int, mdatPrefix: Bool = false) -> [UInt8] {
    var hasher = SHA256()
    var offset = start
    for box in boxes {
      let type = String(decoding: box[4..<8], as: UTF8.self)
      if !["ftyp", "free", "uuid", "mfra"].contains(type) {
        if version > 1 { hasher.update(data: (0..<8).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }) }
        hasher.update(data: mdatPrefix && type == "mdat" ? box.prefix(16) : box[...])
      }
      offset += box.count
    }
    return Array(hasher.finalize())
  }

  /// The Merkle tree over the still image's `mdat` blocks, from offset 16.
  func blockTree() -> BMFFMerkleFixture? {
    guard let blockSize, let mdat = leadingBoxes().first(where: { $0[4..<8].elementsEqual("mdat".utf8) }) else {
      return nil
    }
    let blocks = stride(from: 16, to: mdat.count, by: blockSize).map { mdat[$0..<min($0 + blockSize, mdat.count)] }
    return BMFFMerkleFixture(leaves: blocks.map { Array(SHA256.hash(data: $0)) })
  }

  /// The Merkle tree over the movie's chunks.
  func chunkTree() -> BMFFMerkleFixture? {
    form == .movie ? BMFFMerkleFixture(leaves: movie.leaves()) : nil
  }

  func assertion(hash: [UInt8]?, merkle: (root: [UInt8], initHash: [UInt8], count: Int)?) -> [UInt8] {
    let uuid = CBORItem.map([
      ("xpath", .text("/uuid")),
      ("data", .array([.map([("offset", .int(8)), ("value", .bytes(HEIFFixture.c2paUUID))])])),
    ])
    var exclusions: [CBORItem] = [uuid] + ["/ftyp", "/mfra", "/free"].map { .map([("xpath", .text($0))]) }
    if blockSize != nil || form == .movie {
      let subset = CBORItem.map([("offset", .int(16)), ("length", .int(0))])
      exclusions.append(.map([("xpath", .text("/mdat")), ("subset", .array([subset]))]))
    }
    var pairs: [(String, CBORItem)] = [("exclusions", .array(exclusions)), ("alg", .text("sha256"))]
    if let hash { pairs.append(("hash", .bytes(hash))) }
    if let tree = blockTree() ?? chunkTree() {
      let id = Int64(form == .movie ? movie.trackID : 0)
      var map: [(String, CBORItem)] = [
        ("uniqueId", .int(id)), ("localId", .int(id)), ("count", .int(Int64(tree.rows[0].count))),
        ("alg", .text("sha256")), ("hashes", .array((proofBoxes ? [tree.root] : tree.rows[0]).map(CBORItem.bytes))),
      ]
      if let blockSize { map.append(("fixedBlockSize", .int(Int64(blockSize)))) }
      for (key, value) in blockMapChanges {
        map.removeAll { $0.0 == key }
        if case .null = value { continue }
        map.append((key, value))
      }
      pairs.append(("merkle", .array([.map(map)])))
    }
    if let merkle {
      let map = CBORItem.map([
        ("uniqueId", .int(1)), ("localId", .int(1)), ("count", .int(Int64(merkle.count))),
        ("initHash", .bytes(merkle.initHash)), ("hashes", .array([.bytes(merkle.root)])),
      ])
      pairs.append(("merkle", .array([map])))
    }
    pairs.append(("name", .text("jumbf manifest")))
    return CBORItem.map(pairs).encoded()
  }

  static func manifestBox(_ store: [UInt8]) -> [UInt8] {
    ISOBMFFBoxes.box("uuid", HEIFFixture.c2paUUID + C2PAFixture.bmffPayload(store))
  }

  /// A fragment's `merkle` box: its leaf's place and the siblings up to the root.
  static func proofBox(location: Int, hashes: [[UInt8]], id: Int64 = 1) -> [UInt8] {
    let proof = CBORItem.map([
      ("uniqueId", .int(id)), ("localId", .int(id)), ("location", .int(Int64(location))),
      ("hashes", .array(hashes.map(CBORItem.bytes))),
    ])
    return ISOBMFFBoxes.box("uuid", HEIFFixture.c2paUUID + [0, 0, 0, 0] + Array("merkle\0".utf8) + proof.encoded())
  }

  /// `file` with the byte at `offset` in its first `mdat` flipped.
  public static func changeMdat(_ file: inout [UInt8], at offset: Int) {
    var start = 0
    for box in split(file) {
      if box[4..<8].elementsEqual("mdat".utf8) {
        file[start + offset] ^= 0x01
        return
      }
      start += box.count
    }
  }

  /// The top-level boxes of `file` (32-bit sizes only).
  public static func split(_ file: [UInt8]) -> [[UInt8]] {
    var boxes: [[UInt8]] = []
    var offset = 0
    while offset + 8 <= file.count {
      let size = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard size >= 8, offset + size <= file.count else { break }
      boxes.append(Array(file[offset..<offset + size]))
      offset += size
    }
    return boxes
  }
}
