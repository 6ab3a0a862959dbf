/// One tag as ExifTool names it: a family-1 group (`IFD0`, `XMP-xmp`, `IPTC`…)
/// and a tag name (`Make`, `CreatorTool`, `By-line`…).
public struct MetadataTag: Sendable, Hashable {
  public let group: String
  public let name: String
  public let value: MetadataValue

  public init(group: String, name: String, value: MetadataValue) {
    self.group = group
    self.name = name
    self.value = value
  }
}
