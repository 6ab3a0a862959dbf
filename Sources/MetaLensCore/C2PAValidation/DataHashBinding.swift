internal import Crypto

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

  init?(_ value: CBORValue, defaultAlgorithm: String) {
    guard let hash = value["hash"]?.bytes else { return nil }
    self.hash = hash
    algorithm = value["alg"]?.text ?? defaultAlgorithm
    exclusions = (value["exclusions"]?.array ?? []).prefix(ReadLimits.maxC2PAExclusions).compactMap { item in
      guard let start = item["start"]?.integer, let length = item["length"]?.integer, start >= 0, length >= 0 else {
        return nil
      }
      return Exclusion(start: start, length: length)
    }
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
