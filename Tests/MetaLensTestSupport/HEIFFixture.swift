/// A minimal HEIF built box by box: `ftyp`, a `meta` box (hdlr, pitm, iinf,
/// iloc, iprp with ispe, iref, idat) and a small `mdat`. The image items
/// hold a few placeholder bytes (nothing decodes them), so each test states
/// exactly the items and properties it needs.
public struct HEIFFixture: Sendable {
  /// An image item beside the primary one.
  public struct Image: Sendable {
    public var width: UInt32
    public var height: UInt32
    /// The `auxC` URN of an auxiliary image; nil for a thumbnail.
    public var auxiliaryType: String?

    public init(width: UInt32, height: UInt32, auxiliaryType: String? = nil) {
      self.width = width
      self.height = height
      self.auxiliaryType = auxiliaryType
    }
  }

  public var majorBrand = "avif"
  public var compatibleBrands = ["mif1", "avif", "miaf"]
  public var width: UInt32
  public var height: UInt32
  /// A TIFF structure (from its `II`/`MM` header) stored as the Exif item.
  public var exifTIFF: [UInt8]?
  /// Whether the Exif item puts `Exif\0\0` before the TIFF header (its offset field says 6).
  public var exifHeaderPrefix = false
  public var xmp: String?
  public var icc: [UInt8]?
  /// The image item whose `colr` holds `icc`: 0 the primary, 1… the others in order.
  public var iccImage = 0
  public var auxiliaries: [Image] = []
  public var thumbnails: [Image] = []
  /// Metadata items in `idat` (iloc construction method 1) instead of `mdat`.
  public var metadataInItemData = false
  /// Extra `infe` entries (type `unkn`) after the others.
  public var extraItems = 0
  /// The payload of a C2PA `uuid` box after `mdat`.
  public var c2paManifest: [UInt8]?
  /// Bytes of the primary image's placeholder coded data in `mdat`, which
  /// comes before the metadata items.
  public var primaryDataSize = 8
  /// Empty `free` boxes at the end of the file.
  public var trailingFreeBoxes = 0
  /// The `hdlr` box's name (`libavif` for libavif's files; empty for phones').
  public var handlerName = ""
  /// HEVC coding (`hvc1` items with an `hvcC` of this profile and level)
  /// instead of AV1.
  public var hevc: (profile: UInt8, level: UInt8)?
  /// A primary `grid` item of `count` tiles of this size, as phones store a
  /// photo, instead of one coded item.
  public var gridTiles: (count: Int, width: UInt32, height: UInt32)?

  public init(width: UInt32, height: UInt32) {
    self.width = width
    self.height = height
  }

  public static let c2paUUID: [UInt8] = [
    0xD8, 0xFE, 0xC3, 0xD6, 0x1B, 0x0E, 0x48, 0x3C, 0x92, 0x97, 0x58, 0x28, 0x87, 0x7E, 0xC4, 0x81,
  ]

  public func bytes() -> [UInt8] {
    let ftyp = ISOBMFFBoxes.box(
      "ftyp", Array(majorBrand.utf8) + [0, 0, 0, 0] + compatibleBrands.flatMap { Array($0.utf8) })
    let items = HEIFFixtureItems(self)
    let metaSize = items.meta(mdatPayloadOffset: 0).count
    let meta = items.meta(mdatPayloadOffset: UInt32(ftyp.count + metaSize + 8))
    var file = ftyp + meta + ISOBMFFBoxes.box("mdat", items.mediaData)
    if let c2paManifest { file += ISOBMFFBoxes.box("uuid", Self.c2paUUID + c2paManifest) }
    for _ in 0..<trailingFreeBoxes { file += ISOBMFFBoxes.box("free", []) }
    return file
  }

  public func write(named name: String = "fixture.avif") throws -> String {
    try TemporaryFiles.write(bytes(), named: name)
  }
}
