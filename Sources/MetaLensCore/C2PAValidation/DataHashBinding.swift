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
    var hasher: any C2PAHasher
    switch algorithm {
    case "sha256": hasher = SHA256()
    case "sha384": hasher = SHA384()
    case "sha512": hasher = SHA512()
    default: return nil
    }
    var position: Int64 = 0
    for exclusion in exclusions.sorted(by: { $0.start < $1.start }) {
      try Self.feed(source, from: position, to: min(exclusion.start, source.size), into: &hasher)
      position = max(position, exclusion.start + exclusion.length)
    }
    try Self.feed(source, from: position, to: source.size, into: &hasher)
    return hasher.digestBytes() == hash
  }

  private static func feed(
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

/// The three hash functions C2PA names, behind one interface.
protocol C2PAHasher {
  mutating func add(_ bytes: [UInt8])
  func digestBytes() -> [UInt8]
}

extension SHA256: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

extension SHA384: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

extension SHA512: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

/// `bytes` hashed with a C2PA algorithm name, or nil for an unknown one.
func c2paDigest(_ bytes: ArraySlice<UInt8>, algorithm: String) -> [UInt8]? {
  switch algorithm {
  case "sha256": Array(SHA256.hash(data: bytes))
  case "sha384": Array(SHA384.hash(data: bytes))
  case "sha512": Array(SHA512.hash(data: bytes))
  default: nil
  }
}
