/// An auxiliary image of a HEIF's primary image (`auxl` reference): an alpha
/// plane, a depth map, an HDR gain map, named by its `auxC` type URN.
public struct HEIFAuxiliaryImage: Sendable, Hashable {
  public enum Role: String, Sendable {
    case alpha, depth, gainMap, other
  }

  public let itemID: Int64
  /// The `auxC` URN as stored (`urn:mpeg:hevc:2015:auxid:1`,
  /// `urn:com:apple:photo:2020:aux:hdrgainmap`…).
  public let type: String
  public let size: PixelSize?

  public init(itemID: Int64, type: String, size: PixelSize?) {
    self.itemID = itemID
    self.type = type
    self.size = size
  }

  public var role: Role {
    let lower = type.lowercased()
    if lower.hasSuffix("auxid:1") || lower.contains(":alpha") { return .alpha }
    if lower.hasSuffix("auxid:2") || lower.contains("depth") || lower.contains("disparity") { return .depth }
    if lower.contains("gainmap") { return .gainMap }
    return .other
  }
}
