/// One tag a flag rests on: where it is, which tag, and its value.
public struct Evidence: Sendable, Hashable, Codable {
  /// The group (`IFD0`, `XMP-xmp`, `File`, `JPEG`…).
  public let source: String
  public let tag: String
  public let value: String

  public init(source: String, tag: String, value: String) {
    self.source = source
    self.tag = tag
    self.value = value
  }
}
