/// A file cut into the named boxes a `c2pa.hash.boxes` binding lists (C2PA
/// 2.1, 9.3, "General boxes hash"), named as c2pa-rs names them: for JPEG
/// each marker segment (`SOI`, `APP1`, `DQT`, `SOS` with its entropy-coded
/// data…, the C2PA APP11 segments together as `C2PA`); for PNG the signature
/// (`PNGh`) and each chunk by its type (`caBX` as `C2PA`). Other formats
/// (JPEG XL, which metalens refuses, and the rest) have no map: nil. The
/// walks are container walks and sit beside their containers (`JPEGBoxWalk`,
/// `PNGBoxWalk`); this type is what the boxes hash compares.
struct AssetBoxMap {
  struct Box: Equatable {
    let name: String
    let start: Int64
    let length: Int64
  }

  let boxes: [Box]

  /// More boxes than this is not a photo: the walk stops and the map is
  /// refused.
  static let maxBoxes = 100_000

  static func of(_ source: some RandomAccessBytes) throws(MetaLensError) -> AssetBoxMap? {
    let head = try source.read(at: 0, count: 12)
    if head.starts(with: [0xFF, 0xD8]) { return try JPEGBoxWalk(source: source).map() }
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return try PNGBoxWalk(source: source).map()
    }
    return nil
  }
}
