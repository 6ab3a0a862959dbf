/// One exclusion of a `c2pa.hash.bmff` assertion (C2PA 2.1, 18.6.2): the
/// boxes at `xpath` (an absolute path of box types, `/uuid`, `/moov/trak`)
/// that meet every condition given (their size, bytes at offsets, FullBox
/// version and flags) are left out of the hash, whole or only the `subset`
/// ranges. Matched as c2pa-rs matches: the xpath is compared as a string,
/// and a version or flags condition is ignored for a box that has none.
struct BMFFExclusion {
  let xpath: String
  let length: Int64?
  let data: [(offset: Int64, value: [UInt8])]
  /// (offset, length) within the box; a length of 0 runs to its end.
  let subsets: [(offset: Int64, length: Int64)]?
  let version: UInt8?
  let flags: UInt32?
  let exact: Bool

  /// Longest `data` value compared: these are a few bytes of a box header
  /// (the C2PA UUID), never content.
  static let maxDataBytes = 4096

  init?(_ value: CBORValue) {
    guard let xpath = value["xpath"]?.text else { return nil }
    self.xpath = xpath
    length = value["length"]?.integer
    var data: [(offset: Int64, value: [UInt8])] = []
    for item in value["data"]?.array ?? [] {
      guard let offset = item["offset"]?.integer, offset >= 0, let bytes = item["value"]?.bytes,
        bytes.count <= Self.maxDataBytes
      else { return nil }
      data.append((offset, bytes))
    }
    self.data = data
    if let items = value["subset"]?.array {
      var subsets: [(offset: Int64, length: Int64)] = []
      for item in items.prefix(ReadLimits.maxC2PAExclusions) {
        guard let offset = item["offset"]?.integer, let length = item["length"]?.integer, offset >= 0, length >= 0
        else { return nil }
        subsets.append((offset, length))
      }
      self.subsets = subsets
    } else {
      subsets = nil
    }
    version = value["version"]?.integer.flatMap { UInt8(exactly: $0) }
    // Three bytes of flags, big-endian; fewer count as no flags set.
    flags = value["flags"]?.bytes.map { $0.count >= 3 ? $0.prefix(3).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } : 0 }
    if case .bool(let exact)? = value["exact"]?.untagged { self.exact = exact } else { exact = true }
  }

  /// The byte ranges this exclusion takes out of `box`: nil when the box
  /// does not meet its conditions, its ranges otherwise (the whole box
  /// when there is no subset).
  func ranges(of box: ISOBMFFBoxTree.Box, in source: some RandomAccessBytes) throws(MetaLensError)
    -> [Range<Int64>]?
  {
    guard box.path == xpath else { return nil }
    if let length, length != box.size { return nil }
    if let version, let boxVersion = box.version, version != boxVersion { return nil }
    if let flags, let boxFlags = box.flags {
      if exact ? flags != boxFlags : (flags | boxFlags) != flags { return nil }
    }
    for item in data {
      guard item.offset <= box.size else { return nil }
      let read = try source.read(at: Int(box.offset + item.offset), count: item.value.count)
      if read != item.value { return nil }
    }
    guard let subsets else { return [box.offset..<box.end] }
    return subsets.compactMap { subset in
      guard subset.offset <= box.size else { return nil }
      let rest = box.size - subset.offset
      let length = subset.length == 0 ? rest : min(subset.length, rest)
      return (box.offset + subset.offset)..<(box.offset + subset.offset + length)
    }
  }
}
