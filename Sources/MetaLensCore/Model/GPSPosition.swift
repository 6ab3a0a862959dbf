/// A GPS position in signed decimal degrees: south and west are negative, as
/// the EXIF reference tags say (ExifTool's composite GPSLatitude/Longitude).
public struct GPSPosition: Sendable, Hashable {
  public let latitude: Double
  public let longitude: Double
  /// Metres above sea level; negative below it (GPSAltitudeRef 1).
  public let altitude: Double?

  public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }

  /// Six decimals, about 10 cm: the one precision of a position in the
  /// card, the map link and the flag, so the same place reads the same.
  public static let decimals = 6

  /// `-22.953428`.
  public var latitudeText: String { NumberFormatting.fixed(latitude, decimals: Self.decimals) }
  /// `-43.215772`.
  public var longitudeText: String { NumberFormatting.fixed(longitude, decimals: Self.decimals) }
  /// `-22.953428, -43.215772`.
  public var coordinates: String { latitudeText + ", " + longitudeText }

  /// Reads the position from a file's GPS group, or nil when latitude or
  /// longitude is missing, not a number, or outside the globe.
  public init?(tags: TagList) {
    func number(_ name: String) -> Double? { tags.value("GPS", name)?.number }
    func reference(_ name: String) -> String? { tags.value("GPS", name)?.text?.trimmed.uppercased() }
    guard let latitude = number("GPSLatitude"), let longitude = number("GPSLongitude"), latitude.isFinite,
      longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180
    else { return nil }
    self.latitude = reference("GPSLatitudeRef")?.hasPrefix("S") == true ? -latitude : latitude
    self.longitude = reference("GPSLongitudeRef")?.hasPrefix("W") == true ? -longitude : longitude
    let below = tags.value("GPS", "GPSAltitudeRef")?.integer == 1
    self.altitude = number("GPSAltitude").flatMap { $0.isFinite ? (below ? -$0 : $0) : nil }
  }
}
