/// The every-tag conformance figures (`TagConformanceTests`) that no change
/// may lower: found and agreeing rates as measured on the shared corpus, per
/// group of at least 20 oracle tags, rounded down. Issue 17's goal is 0.99
/// for both in every group; raise a floor whenever a change raises a figure.
enum TagConformanceFloors {
  struct Floor {
    let found: Double
    let agree: Double
  }

  static let overall = Floor(found: 0.998, agree: 0.998)

  static let groups: [String: Floor] = [
    "ExifIFD": Floor(found: 0.999, agree: 0.998),
    "IFD0": Floor(found: 0.998, agree: 0.997),
    "IFD1": Floor(found: 0.998, agree: 0.995),
    "ICC_Profile": Floor(found: 1.0, agree: 1.0),
    "Photoshop": Floor(found: 0.994, agree: 1.0),
    "QuickTime": Floor(found: 0.995, agree: 0.995),
    "ICC-header": Floor(found: 1.0, agree: 1.0),
    "JFIF": Floor(found: 1.0, agree: 1.0),
    "PNG": Floor(found: 0.998, agree: 0.997),
    "XMP-crs": Floor(found: 1.0, agree: 0.997),
    "IPTC": Floor(found: 1.0, agree: 0.998),
    "GPS": Floor(found: 1.0, agree: 0.993),
    "XMP-exif": Floor(found: 0.998, agree: 1.0),
    "InteropIFD": Floor(found: 1.0, agree: 1.0),
    "XMP-photoshop": Floor(found: 1.0, agree: 0.997),
    "XMP-xmp": Floor(found: 1.0, agree: 1.0),
    "XMP-tiff": Floor(found: 1.0, agree: 1.0),
    "XMP-xmpMM": Floor(found: 1.0, agree: 1.0),
    "Adobe": Floor(found: 1.0, agree: 1.0),
    "ICC-meas": Floor(found: 1.0, agree: 1.0),
    "XMP-dc": Floor(found: 1.0, agree: 0.995),
    "XMP-x": Floor(found: 1.0, agree: 1.0),
    "RIFF": Floor(found: 1.0, agree: 0.992),
    "ICC-view": Floor(found: 1.0, agree: 1.0),
    "GIF": Floor(found: 1.0, agree: 1.0),
    "XMP-aux": Floor(found: 1.0, agree: 1.0),
    "SubIFD": Floor(found: 1.0, agree: 1.0),
    "SubIFD1": Floor(found: 1.0, agree: 1.0),
    "XMP-xmpRights": Floor(found: 1.0, agree: 1.0),
    "XMP-iptcExt": Floor(found: 1.0, agree: 1.0),
    "XMP-GPano": Floor(found: 1.0, agree: 1.0),
    "XMP-iptcCore": Floor(found: 1.0, agree: 1.0),
    "XMP-Camera": Floor(found: 1.0, agree: 1.0),
    "XMP-plus": Floor(found: 1.0, agree: 1.0),
  ]
}
