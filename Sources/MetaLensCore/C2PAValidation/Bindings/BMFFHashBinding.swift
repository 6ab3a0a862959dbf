/// The `c2pa.hash.bmff` hard binding of ISO BMFF files, HEIF, AVIF and MP4
/// (C2PA 2.1, 18.6): exclusions naming boxes by path, a hash of the rest of
/// the file (`BMFFHashedBytes`), and Merkle trees (`BMFFMerkleMap`) whose
/// leaves are a fragmented file's fragments, the blocks of its `mdat` or
/// the chunks of a movie's tracks. The label's version
/// matters as it does to c2pa-rs: version 1 (`c2pa.hash.bmff`) hashes bytes
/// only; versions 2 and 3 also hash each top-level box's offset, and hash
/// the whole file alike.
struct BMFFHashBinding {
  enum Outcome: Equatable {
    case match
    case mismatch(String)
    case malformed(String)
    case unsupportedAlgorithm(String)
  }

  let version: Int
  let exclusions: [BMFFExclusion]
  let algorithm: String
  let hash: [UInt8]?
  let merkle: [BMFFMerkleMap]

  /// More trees than this (c2pa-rs writes one per track) is not a file.
  static let maxTrees = 64
  /// Exclusion-to-box comparisons made (each may read a few bytes).
  static let maxExclusionChecks = 200_000

  /// Nil for an assertion that cannot be a binding: exclusions missing or
  /// unreadable, neither a hash nor Merkle trees, or a tree that cannot be.
  init?(_ value: CBORValue, label: String, defaultAlgorithm: String) {
    guard let items = value["exclusions"]?.array, items.count <= ReadLimits.maxC2PAExclusions else { return nil }
    let exclusions = items.compactMap(BMFFExclusion.init)
    guard exclusions.count == items.count else { return nil }
    self.exclusions = exclusions
    algorithm = value["alg"]?.text ?? defaultAlgorithm
    hash = value["hash"]?.bytes
    let trees = value["merkle"]?.array ?? []
    guard trees.count <= Self.maxTrees else { return nil }
    merkle = trees.compactMap(BMFFMerkleMap.init)
    guard merkle.count == trees.count, hash != nil || !merkle.isEmpty else { return nil }
    let base = label.firstRange(of: "__").map { String(label[..<$0.lowerBound]) } ?? label
    version = base.hasSuffix(".v3") ? 3 : base.hasSuffix(".v2") ? 2 : 1
  }

  /// Checks the binding against the file's bytes.
  func verify(_ source: some RandomAccessBytes) throws(MetaLensError) -> Outcome {
    guard let tree = try ISOBMFFBoxTree.walk(source), !tree.boxes.isEmpty else {
      return .malformed("the file's ISO BMFF boxes could not be walked")
    }
    var excluded: [Range<Int64>] = []
    var wholeBoxes = Set<Int64>()
    let byPath = Dictionary(grouping: tree.boxes, by: \.path)
    var checks = 0
    for exclusion in exclusions {
      for box in byPath[exclusion.xpath] ?? [] {
        checks += 1
        guard checks <= Self.maxExclusionChecks else { return .malformed("the exclusions name too many boxes") }
        guard let ranges = try exclusion.ranges(of: box, in: source) else { continue }
        excluded += ranges
        if exclusion.subsets == nil { wholeBoxes.insert(box.offset) }
      }
    }
    let offsets = version > 1 ? tree.topLevel.map(\.offset).filter { !wholeBoxes.contains($0) } : []
    if let hash {
      guard let bytes = BMFFHashedBytes(size: source.size, exclusions: excluded, offsets: offsets) else {
        return .mismatch("an exclusion runs past the end of the file")
      }
      guard let digest = try bytes.digest(source, algorithm: algorithm) else {
        return .unsupportedAlgorithm(algorithm)
      }
      if digest != hash { return .mismatch("the image changed after it was signed") }
    }
    guard !merkle.isEmpty else { return .match }
    let check = BMFFMerkleCheck(binding: self, tree: tree, excluded: excluded, offsets: offsets)
    return try check.verify(source)
  }
}
