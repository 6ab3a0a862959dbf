/// The `c2pa.hash.boxes` hard binding (C2PA 2.1, 9.3, "General boxes
/// hash"): a list of entries, each naming consecutive boxes of the file
/// (`AssetBoxMap`) and the hash of their bytes, the C2PA store's own box
/// named `C2PA` and not hashed. Checked as c2pa-rs checks it: the entries'
/// names must match the file's boxes in order (`assertion.boxesHash.unknownBox`),
/// an entry may be `excluded`, and each hash must match
/// (`assertion.boxesHash.mismatch`). Exclusions inside a box are honoured
/// only within metadata segments and chunks (APPn, COM, text chunks), where
/// C2PA allows them; elsewhere they are a mismatch, never a way around the
/// binding.
struct BoxesHashBinding {
  struct Entry {
    let names: [String]
    let algorithm: String?
    let hash: [UInt8]
    let excluded: Bool
    /// (box index, start within the box, length), as listed.
    let exclusions: [(index: Int, start: Int64, length: Int64)]?
  }

  enum Outcome: Equatable {
    case match
    case mismatch(String)
    case unknownBox(String)
    case malformed(String)
    case unsupportedAlgorithm(String)
  }

  let entries: [Entry]
  let algorithm: String

  init?(_ value: CBORValue, defaultAlgorithm: String) {
    guard let items = value["boxes"]?.array, !items.isEmpty, items.count <= ReadLimits.maxC2PAExclusions else {
      return nil
    }
    algorithm = value["alg"]?.text ?? defaultAlgorithm
    var entries: [Entry] = []
    for item in items {
      guard let names = item["names"]?.array?.compactMap(\.text), !names.isEmpty, let hash = item["hash"]?.bytes
      else { return nil }
      let exclusions = item["exclusions"]?.array.map { list in
        list.map { exclusion in
          (
            index: Int(exclusion["boxIndex"]?.integer ?? (names.count == 1 ? 0 : -1)),
            start: exclusion["start"]?.integer ?? -1, length: exclusion["length"]?.integer ?? -1
          )
        }
      }
      if case .bool(let excluded)? = item["excluded"]?.untagged {
        entries.append(
          Entry(names: names, algorithm: item["alg"]?.text, hash: hash, excluded: excluded, exclusions: exclusions))
      } else {
        entries.append(
          Entry(names: names, algorithm: item["alg"]?.text, hash: hash, excluded: false, exclusions: exclusions))
      }
    }
    self.entries = entries
  }

  /// Checks every entry against the file's boxes.
  func verify(_ source: some RandomAccessBytes, map: AssetBoxMap) throws(MetaLensError) -> Outcome {
    var boxes = map.boxes[...]
    // c2pa-rs lets a PNG's binding leave out the signature.
    if boxes.first?.name == "PNGh", entries.first?.names.first != "PNGh" { boxes = boxes.dropFirst() }
    for entry in entries {
      guard boxes.count >= entry.names.count else {
        return .unknownBox("the binding lists more boxes than the file has")
      }
      let matched = Array(boxes.prefix(entry.names.count))
      boxes = boxes.dropFirst(entry.names.count)
      guard matched.map(\.name) == entry.names else {
        return .unknownBox("the file's boxes \(matched.map(\.name)) are not the binding's \(entry.names)")
      }
      if entry.names.contains("C2PA"), entry.names.count != 1 {
        return .malformed("the C2PA store shares an entry with other boxes")
      }
      if let exclusions = entry.exclusions, exclusions.isEmpty { return .malformed("an empty exclusion list") }
      if entry.excluded || entry.names == ["C2PA"] { continue }
      let name = entry.algorithm ?? algorithm
      guard var hasher = C2PAHashers.make(name) else { return .unsupportedAlgorithm(name) }
      guard let ranges = Self.ranges(matched, exclusions: entry.exclusions ?? []) else {
        return .mismatch("an exclusion in \(entry.names) is not inside a metadata box")
      }
      for range in ranges {
        try DataHashBinding.feed(source, from: range.lowerBound, to: range.upperBound, into: &hasher)
      }
      if hasher.digestBytes() != entry.hash { return .mismatch("the boxes \(entry.names) changed after signing") }
    }
    return .match
  }

  /// The byte ranges an entry hashes: its boxes, from the first's start to
  /// the last's end, less its exclusions; nil when an exclusion falls
  /// outside a metadata box, overlaps another or is out of order.
  static func ranges(_ boxes: [AssetBoxMap.Box], exclusions: [(index: Int, start: Int64, length: Int64)])
    -> [Range<Int64>]?
  {
    guard let first = boxes.first, let last = boxes.last else { return [] }
    var cursor = first.start
    var ranges: [Range<Int64>] = []
    for exclusion in exclusions {
      guard boxes.indices.contains(exclusion.index), exclusion.start >= 0, exclusion.length >= 0 else { return nil }
      let box = boxes[exclusion.index]
      guard metadataBoxes.contains(box.name), exclusion.start <= box.length - exclusion.length else { return nil }
      let start = box.start + exclusion.start
      guard start >= cursor else { return nil }
      ranges.append(cursor..<start)
      cursor = start + exclusion.length
    }
    ranges.append(cursor..<(last.start + last.length))
    return ranges.filter { !$0.isEmpty }
  }

  /// Boxes that hold metadata, where C2PA lets a binding exclude bytes.
  static let metadataBoxes: Set<String> = Set((0...15).map { "APP\($0)" }).union([
    "COM", "tEXt", "iTXt", "zTXt", "eXIf", "Exif", "xml ",
  ])
}
