/// How the encoder chose its Huffman tables, read from the DHT segments
/// before the first scan. Camera hardware encodes with fixed general tables
/// (the example tables of T.81 Annex K, or a maker's own complete set);
/// libjpeg-based software with `optimize_coding`, and lossless optimisers
/// such as jpegtran and jpegoptim, write tables made for the one image.
public enum HuffmanCoding: Sendable, Hashable {
  /// The four example tables of T.81 K.3, as most cameras write them.
  case standard
  /// Complete tables other than Annex K's; `digest` names the set.
  case fixed(digest: String)
  /// At least one table defines only some of its class's symbols.
  case optimized
  /// A progressive frame: tables are written per scan, optimised by design.
  case progressive

  public init?(tables: [HuffmanTable], progressive: Bool) {
    guard !tables.isEmpty else { return nil }
    if progressive {
      self = .progressive
    } else if !tables.allSatisfy(\.isComplete) {
      self = .optimized
    } else if tables.allSatisfy(Self.isAnnexK) {
      self = .standard
    } else {
      self = .fixed(digest: Self.digest(tables))
    }
  }

  /// The name the generated model table and the JSON use.
  public var signature: String {
    switch self {
    case .standard: "standard"
    case .fixed(let digest): "fixed-" + digest
    case .optimized: "optimized"
    case .progressive: "progressive"
    }
  }

  /// True for tables written before the encoder saw the image.
  public var isGeneral: Bool {
    switch self {
    case .standard, .fixed: true
    case .optimized, .progressive: false
    }
  }

  /// Code-length counts of T.81 Table K.3–K.6 (DC luma, DC chroma, AC luma,
  /// AC chroma); the DC symbols are 0…11 in order, the AC symbols of a
  /// complete table are all 162 run/size pairs.
  private static let annexKCounts: [[UInt8]] = [
    [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
    [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D], [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  ]

  private static func isAnnexK(_ table: HuffmanTable) -> Bool {
    if table.tableClass == 0 {
      return annexKCounts[0...1].contains(table.counts) && table.symbols == Array(0...11)
    }
    return annexKCounts[2...3].contains(table.counts)
  }

  /// FNV-1a over the tables in slot order: a short name for a fixed set, the
  /// same in the generator script.
  static func digest(_ tables: [HuffmanTable]) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for table in tables.sorted(by: { ($0.tableClass, $0.slot) < ($1.tableClass, $1.slot) }) {
      for byte in [UInt8(table.tableClass << 4 | table.slot)] + table.counts + table.symbols {
        hash = (hash ^ UInt32(byte)) &* 0x0100_0193
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
