/// Every box of an ISOBMFF file, down through the container boxes c2pa-rs
/// descends into, each with its path (`/moov/trak/mdia`), place and, for a
/// FullBox, its version and flags: what the xpath of a `c2pa.hash.bmff`
/// exclusion names (C2PA 2.1, 18.6.2). Only box headers are read (32 bytes
/// each, with `ISOBMFFBoxHeader`); `mdat` is stepped over. The walk is
/// bounded in boxes and depth, and a box that runs past its parent makes
/// the whole tree nil: a binding over a broken structure cannot be checked.
struct ISOBMFFBoxTree {
  struct Box: Equatable {
    let path: String
    let type: String
    let offset: Int64
    let size: Int64
    /// The header's bytes: 8, 16 with a 64-bit size, and 16 more for `uuid`.
    let headerSize: Int
    /// 0 for a top-level box.
    let depth: Int
    let version: UInt8?
    let flags: UInt32?
    /// The extended type of a `uuid` box.
    let userType: [UInt8]?

    var end: Int64 { offset + size }
  }

  /// In file order, each parent before its children.
  private(set) var boxes: [Box] = []

  var topLevel: [Box] { boxes.filter { $0.depth == 0 } }

  /// Boxes holding boxes, as c2pa-rs's BMFF reader lists them.
  static let containers: Set<String> = [
    "moov", "trak", "mdia", "minf", "stbl", "moof", "traf", "edts", "udta", "dinf", "tref", "treg", "mvex", "mfra",
    "meta", "schi",
  ]

  /// The FullBox types of ISO/IEC 14496-12:2022, whose version and flags an
  /// exclusion may test.
  static let fullBoxes: Set<String> = [
    "pdin", "mvhd", "tkhd", "mdhd", "hdlr", "nmhd", "elng", "stsd", "stdp", "stts", "ctts", "cslg", "stss", "stsh",
    "elst", "dref", "stsz", "stz2", "stsc", "stco", "co64", "padb", "subs", "saiz", "saio", "mehd", "trex", "mfhd",
    "tfhd", "trun", "tfra", "mfro", "tfdt", "leva", "trep", "assp", "sbgp", "sgpd", "csgp", "cprt", "tsel", "kind",
    "meta", "xml ", "bxml", "iloc", "pitm", "ipro", "infe", "iinf", "iref", "ipma", "schm", "fiin", "fpar", "fecr",
    "gitn", "fire", "stri", "stsg", "stvi", "csch", "sidx", "ssix", "prft", "srpp", "vmhd", "smhd", "srat", "chnl",
    "dmix", "txtC", "mime", "uri ", "uriI", "hmhd", "sthd", "vvhd", "medc",
  ]

  static let maxDepth = 16

  /// The tree of `source`, or nil when a box header is broken, a box runs
  /// past its parent, or there are more boxes or levels than a photo or a
  /// video has.
  static func walk(_ source: some RandomAccessBytes) throws(MetaLensError) -> ISOBMFFBoxTree? {
    var tree = ISOBMFFBoxTree()
    guard try tree.walk(source, from: 0, to: source.size, parent: "", depth: 0) else { return nil }
    return tree
  }

  private mutating func walk(
    _ source: some RandomAccessBytes, from start: Int64, to end: Int64, parent: String, depth: Int
  ) throws(MetaLensError) -> Bool {
    guard depth < Self.maxDepth else { return false }
    var offset = start
    while offset < end {
      guard boxes.count < AssetBoxMap.maxBoxes else { return false }
      let bytes = try source.read(at: Int(offset), count: Int(min(32, end - offset)))
      // As c2pa-rs: a size of 0 ends the walk, the rest is hashed as it is.
      if bytes.count >= 4, bytes[0..<4].allSatisfy({ $0 == 0 }) { return true }
      guard let header = ISOBMFFBoxHeader.parse(bytes[...], offset: offset, rangeEnd: end) else { return false }
      let path = parent + "/" + header.type
      var box = Box(
        path: path, type: header.type, offset: offset, size: header.size, headerSize: header.headerSize, depth: depth,
        version: nil, flags: nil,
        userType: header.type == "uuid" ? Array(bytes[(header.headerSize - 16)..<header.headerSize]) : nil)
      var childrenStart = header.payloadOffset
      let isFullBox =
        header.type == "meta"
        ? Self.isFullMeta(bytes, header: header) : Self.fullBoxes.contains(header.type)
      let fullUUID = header.type == "uuid" && box.userType == ISOBMFFTopLevel.c2paUUID
      if isFullBox || fullUUID, header.payloadSize >= 4 {
        let at = header.headerSize
        let word = bytes.count >= at + 4 ? bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } : 0
        box = Box(
          path: path, type: header.type, offset: offset, size: header.size, headerSize: header.headerSize,
          depth: depth, version: UInt8(word >> 24), flags: word & 0xFF_FFFF, userType: box.userType)
        childrenStart += 4
      }
      boxes.append(box)
      if Self.containers.contains(header.type),
        try !walk(source, from: childrenStart, to: header.end, parent: path, depth: depth + 1)
      {
        return false
      }
      offset = header.end
    }
    return true
  }

  /// ISO's `meta` is a FullBox; QuickTime's is not, and starts with its
  /// `hdlr` child straight away.
  private static func isFullMeta(_ bytes: [UInt8], header: ISOBMFFBoxHeader) -> Bool {
    let at = header.headerSize + 4
    guard bytes.count >= at + 4 else { return true }
    return String(decoding: bytes[at..<at + 4], as: UTF8.self) != "hdlr"
  }
}
