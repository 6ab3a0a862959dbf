/// One Photoshop image resource block (8BIM) from an APP13 segment.
public struct PhotoshopResource: Sendable, Hashable {
  /// The resource ID (0x0404 IPTC-NAA, 0x0406 JPEG quality…).
  public let id: UInt16
  /// The Pascal-string name stored with it, usually empty.
  public let name: String
  public let length: Int

  public init(id: UInt16, name: String, length: Int) {
    self.id = id
    self.name = name
    self.length = length
  }
}
