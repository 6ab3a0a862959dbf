/// The `c2pa.hash.data` hard binding (C2PA 2.1, 9.2): a hash of the whole
/// file but for the excluded ranges (where the manifest itself lies),
/// streamed in 1 MiB reads so memory stays flat.
struct DataHashBinding {
  struct Exclusion {
    let start: Int64
    let length: Int64
  }

  let exclusions: [Exclusion]
  let algorithm: String
  let hash: [UInt8]

  /// Nil for a map c2pa-rs cannot read as its `DataHash` (C2PA 2.1, 9.2.1:
  /// `hash` and `pad` byte strings are required; `exclusions`, each with
  /// non-negative `start` and `length`, `name`, `alg` and `pad2` are
  /// optional but typed): c2pa-rs then refuses the binding, and so does
  /// metalens (`assertion.dataHash.malformed`).
  init?(_ value: CBORValue, defaultAlgorithm: String) {
    func present(_ key: String) -> CBORValue? {
      guard let item = value[key], item != .null else { return nil }
      return item
    }
    guard let hash = value["hash"]?.bytes, value["pad"]?.bytes != nil,
      present("name").map({ $0.text != nil }) ?? true, present("alg").map({ $0.text != nil }) ?? true,
      present("pad2").map({ $0.bytes != nil }) ?? true
    else { return nil }
    var exclusions: [Exclusion] = []
    if let list = present("exclusions") {
      guard let items = list.array else { return nil }
      for item in items.prefix(ReadLimits.maxC2PAExclusions) {
        guard let start = item["start"]?.integer, let length = item["length"]?.integer, start >= 0, length >= 0
        else { return nil }
        exclusions.append(Exclusion(start: start, length: length))
      }
    }
    self.hash = hash
    self.exclusions = exclusions
    algorithm = value["alg"]?.text ?? defaultAlgorithm
  }

  /// True when the file's bytes outside the exclusions hash to `hash`; nil
  /// for an algorithm metalens does not know.
  func matches(_ source: some RandomAccessBytes) throws(MetaLensError) -> Bool? {
    guard var hasher = C2PAHashers.make(algorithm) else { return nil }
    var position: Int64 = 0
    for exclusion in exclusions.sorted(by: { $0.start < $1.start }) {
      try Self.feed(source, from: position, to: min(exclusion.start, source.size), into: &hasher)
      position = max(position, exclusion.start + exclusion.length)
    }
    try Self.feed(source, from: position, to: source.size, into: &hasher)
    return hasher.digestBytes() == hash
  }

  static func feed(
    _ source: some RandomAccessBytes, from start: Int64, to end: Int64, into hasher: inout any C2PAHasher
  ) throws(MetaLensError) {
    var offset = start
    while offset < end {
      let count = Int(min(end - offset, 1 << 20))
      let chunk = try source.read(at: Int(offset), count: count)
      guard !chunk.isEmpty else { return }
      hasher.add(chunk)
      offset += Int64(chunk.count)
    }
  }
}
