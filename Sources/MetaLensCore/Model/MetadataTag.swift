/// One tag as ExifTool names it: a family-1 group (`IFD0`, `XMP-xmp`, `IPTC`…)
/// and a tag name (`Make`, `CreatorTool`, `By-line`…).
public struct MetadataTag: Sendable, Hashable {
  public let group: String
  public let name: String
  public let value: MetadataValue
  /// The value as people read it ("1/125 sec.", "Center-weighted average"),
  /// where a library formats it: libexif's `exif_entry_get_value` for EXIF
  /// entries, read only when every tag is asked for (`ReadingOptions`).
  /// `value` stays what ExifTool's `-n` gives.
  public let displayValue: String?

  public init(group: String, name: String, value: MetadataValue, displayValue: String? = nil) {
    self.group = group
    self.name = name
    self.value = value
    self.displayValue = displayValue
  }
}
