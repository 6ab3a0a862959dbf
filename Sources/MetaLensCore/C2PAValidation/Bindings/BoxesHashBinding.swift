/// The `c2pa.hash.boxes` hard binding (C2PA 2.1, 9.3, "General boxes
/// hash"): a list of entries, each naming consecutive boxes of the file
/// (`AssetBoxMap`) and the hash of their bytes, the C2PA store's own box
/// named `C2PA` and not hashed. Checked as c2pa-rs checks it: the entries'
/// names must match the file's boxes in order (`assertion.boxesHash.unknownBox`),
/// an entry may be `excluded`, and each hash must match
/// (`assertion.boxesHash.mismatch`).
///
/// Exclusions inside a box (C2PA 2.1, 15.12.3) are judged as c2pa-rs's
/// `split_exclusions` (`assertions/box_hash.rs`) judges them: each must lie
/// within a range the format allows for its box, which c2pa-rs's handlers
/// declare for the C2PA store and for metadata payloads, never for header or
/// length fields; one that does not is `assertion.boxesHash.mismatch`. An
/// exclusion list that cannot be read as one — a missing `boxIndex` in an
/// entry of several boxes, an index or range outside the entry, ranges out of
/// order or overlapping — is `assertion.boxesHash.malformed`. metalens
/// allows the payload of metadata segments and chunks (`payload(of:)`:
/// after a JPEG segment's marker and length, between a PNG chunk's type and
/// CRC).
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
      let ranges: [Range<Int64>]
      switch Self.ranges(matched, exclusions: entry.exclusions ?? []) {
      case .success(let found): ranges = found
      case .failure(let problem): return problem.outcome
      }
      for range in ranges {
        try DataHashBinding.feed(source, from: range.lowerBound, to: range.upperBound, into: &hasher)
      }
      if hasher.digestBytes() != entry.hash { return .mismatch("the boxes \(entry.names) changed after signing") }
    }
    return .match
  }

  /// Why an entry's exclusions cannot be honoured.
  struct ExclusionProblem: Error {
    let outcome: Outcome
  }

  /// The byte ranges an entry hashes: its boxes, from the first's start to
  /// the last's end, less its exclusions, in the order listed.
  static func ranges(_ boxes: [AssetBoxMap.Box], exclusions: [(index: Int, start: Int64, length: Int64)])
    -> Result<[Range<Int64>], ExclusionProblem>
  {
    guard let first = boxes.first, let last = boxes.last else { return .success([]) }
    func malformed(_ reason: String) -> Result<[Range<Int64>], ExclusionProblem> {
      .failure(ExclusionProblem(outcome: .malformed(reason)))
    }
    var cursor = first.start
    var ranges: [Range<Int64>] = []
    for exclusion in exclusions {
      guard boxes.indices.contains(exclusion.index), exclusion.start >= 0, exclusion.length >= 0,
        exclusion.start <= Int64.max - exclusion.length
      else { return malformed("an exclusion names no box of its entry, or no range") }
      let box = boxes[exclusion.index]
      guard let payload = payload(of: box), payload.lowerBound <= exclusion.start,
        exclusion.start + exclusion.length <= payload.upperBound
      else {
        return .failure(
          ExclusionProblem(outcome: .mismatch("an exclusion in \(box.name) is outside the ranges C2PA lets it exclude"))
        )
      }
      let start = box.start + exclusion.start
      guard start >= cursor else { return malformed("the exclusions are out of order or overlap") }
      ranges.append(cursor..<start)
      cursor = start + exclusion.length
    }
    ranges.append(cursor..<(last.start + last.length))
    return .success(ranges.filter { !$0.isEmpty })
  }

  /// Where within `box` an exclusion may fall, relative to its start: the
  /// payload of a metadata segment or chunk; nil for any other box.
  static func payload(of box: AssetBoxMap.Box) -> Range<Int64>? {
    // A PNG chunk: length and type (8 bytes), the data, the CRC (4 bytes).
    // A JPEG segment: marker and length (4 bytes), the data.
    let range: Range<Int64>
    if pngMetadataChunks.contains(box.name) {
      range = 8..<max(8, box.length - 4)
    } else if jpegMetadataSegments.contains(box.name) {
      range = 4..<max(4, box.length)
    } else {
      return nil
    }
    return range.isEmpty ? nil : range
  }

  /// JPEG segments that hold metadata (APPn, COM), where C2PA lets a
  /// binding exclude bytes.
  static let jpegMetadataSegments: Set<String> = Set((0...15).map { "APP\($0)" }).union(["COM"])
  /// PNG chunks that hold metadata (text and EXIF).
  static let pngMetadataChunks: Set<String> = ["tEXt", "iTXt", "zTXt", "eXIf"]
}
