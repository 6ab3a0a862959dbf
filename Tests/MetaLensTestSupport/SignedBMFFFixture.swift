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
/// The fragmented form is an AVIF sequence cut into `moof`/`mdat`
/// fragments, each followed by its `merkle` proof box, with a Merkle tree
/// (root row only) over the fragments and an `initHash` instead of a file
/// hash.
public struct SignedBMFFFixture {
  public enum Form: Sendable, Equatable {
    /// One image: `ftyp`, `free`, `meta`, `mdat`, then the manifest.
    case still(brand: String)
    /// `ftyp`, `moov`, `free`, the manifest, then this many fragments.
    case fragments(Int)
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
  /// A HEIF signed as it is (its boxes, then the manifest) instead of the
  /// still form's own: the fuzz harness's host, for its seed.
  public var host: HEIFFixture?

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
      return head.flatMap { $0 } + Self.manifestBox(try stillStore(certificate: certificate))
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
    let hash = Self.digest(leadingBoxes(), from: 0, version: version)
    let cbor = assertionOverride ?? assertion(hash: hash, merkle: nil)
    return try signer.store(binding: (label, cbor), chain: certificate.map { [$0] } ?? signer.chain)
  }

  /// The top-level boxes before the manifest.
  func leadingBoxes() -> [[UInt8]] {
    if let host { return Self.split(host.bytes()) }
    let free = ISOBMFFBoxes.box("free", [UInt8](repeating: 0x46, count: freeBytes))
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
  static func digest(_ boxes: [[UInt8]], from start: Int, version: Int) -> [UInt8] {
    var hasher = SHA256()
    var offset = start
    for box in boxes {
      let type = String(decoding: box[4..<8], as: UTF8.self)
      if !["ftyp", "free", "uuid", "mfra"].contains(type) {
        if version > 1 { hasher.update(data: (0..<8).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }) }
        hasher.update(data: box)
      }
      offset += box.count
    }
    return Array(hasher.finalize())
  }

  func assertion(hash: [UInt8]?, merkle: (root: [UInt8], initHash: [UInt8], count: Int)?) -> [UInt8] {
    let uuid = CBORItem.map([
      ("xpath", .text("/uuid")),
      ("data", .array([.map([("offset", .int(8)), ("value", .bytes(HEIFFixture.c2paUUID))])])),
    ])
    var pairs: [(String, CBORItem)] = [
      ("exclusions", .array([uuid] + ["/ftyp", "/mfra", "/free"].map { .map([("xpath", .text($0))]) })),
      ("alg", .text("sha256")),
    ]
    if let hash { pairs.append(("hash", .bytes(hash))) }
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
  static func proofBox(location: Int, hashes: [[UInt8]]) -> [UInt8] {
    let proof = CBORItem.map([
      ("uniqueId", .int(1)), ("localId", .int(1)), ("location", .int(Int64(location))),
      ("hashes", .array(hashes.map(CBORItem.bytes))),
    ])
    return ISOBMFFBoxes.box("uuid", HEIFFixture.c2paUUID + [0, 0, 0, 0] + Array("merkle\0".utf8) + proof.encoded())
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
