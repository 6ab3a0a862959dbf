/// How a HEIF (HEIC, AVIF) file is built: its brands, its items and the
/// images beside the primary one. Facts about the container, not tags.
public struct HEIFStructure: Sendable, Hashable {
  public var majorBrand: String
  public var compatibleBrands: [String]
  public var primaryItemID: Int64?
  public var primarySize: PixelSize?
  /// The primary item's type (`hvc1`, `av01`, `grid`…).
  public var primaryItemType: String?
  /// The tiles of a primary `grid` item.
  public var grid: HEIFGrid?
  /// The primary image's codec configuration, or its first tile's.
  public var codecLevel: HEIFCodecLevel?
  /// The `hdlr` box's name: empty for Apple's and Samsung's encoders, the
  /// library's name for libavif (`libavif`) and some libheif versions.
  public var handlerName: String?
  /// True when an item of type `tmap` (ISO 21496-1 gain-map tone mapping,
  /// written by iPhones since iOS 18) is present.
  public var hasToneMapItem: Bool
  public var itemCount: Int
  public var auxiliaryImages: [HEIFAuxiliaryImage]
  public var thumbnailCount: Int
  public var hasExifItem: Bool
  public var hasXMPItem: Bool
  /// The C2PA manifest store's `uuid` box, if any (its content is not read).
  public var c2paBox: C2PAPresence?
  /// True for a mif3 file whose compact `mini` box metalens does not read.
  public var hasCompactMiniBox: Bool

  public init(majorBrand: String, compatibleBrands: [String]) {
    self.majorBrand = majorBrand
    self.compatibleBrands = compatibleBrands
    itemCount = 0
    auxiliaryImages = []
    thumbnailCount = 0
    hasExifItem = false
    hasXMPItem = false
    hasCompactMiniBox = false
    hasToneMapItem = false
  }

  public var hasDepth: Bool { auxiliaryImages.contains { $0.role == .depth } }
  public var hasGainMap: Bool { auxiliaryImages.contains { $0.role == .gainMap } }
}
