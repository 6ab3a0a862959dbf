// swift-format-ignore-file
// Table data: one tag a line, so lines are long.

/// ExifTool's printed values of the enumerated EXIF tags (`Flash` 16 is
/// "Off, Did not fire"), for the hand-over page's tag table, which shows
/// them beside the raw number a reader can check with `exiftool -n`.
///
/// Generated from the `PrintConv` hashes of Image::ExifTool::Exif::Main and
/// GPS::Main (ExifTool 12.57, Debian's libimage-exiftool-perl); the
/// ExhibitTagValueTests compare them with `exiftool`'s own output on the
/// corpus. Only whole numbers a table lists are printed; any other value
/// stays the number alone, as ExifTool's "Unknown (n)" would add nothing.
public enum ExifPrintedValues {
  static let table: [String: [Int64: String]] = [
    "Orientation": [1: "Horizontal (normal)", 2: "Mirror horizontal", 3: "Rotate 180", 4: "Mirror vertical", 5: "Mirror horizontal and rotate 270 CW", 6: "Rotate 90 CW", 7: "Mirror horizontal and rotate 90 CW", 8: "Rotate 270 CW"],
    "ResolutionUnit": [1: "None", 2: "inches", 3: "cm"],
    "YCbCrPositioning": [1: "Centered", 2: "Co-sited"],
    "ExposureProgram": [0: "Not Defined", 1: "Manual", 2: "Program AE", 3: "Aperture-priority AE", 4: "Shutter speed priority AE", 5: "Creative (Slow speed)", 6: "Action (High speed)", 7: "Portrait", 8: "Landscape", 9: "Bulb"],
    "MeteringMode": [0: "Unknown", 1: "Average", 2: "Center-weighted average", 3: "Spot", 4: "Multi-spot", 5: "Multi-segment", 6: "Partial", 255: "Other"],
    "LightSource": [0: "Unknown", 1: "Daylight", 2: "Fluorescent", 3: "Tungsten (Incandescent)", 4: "Flash", 9: "Fine Weather", 10: "Cloudy", 11: "Shade", 12: "Daylight Fluorescent", 13: "Day White Fluorescent", 14: "Cool White Fluorescent", 15: "White Fluorescent", 16: "Warm White Fluorescent", 17: "Standard Light A", 18: "Standard Light B", 19: "Standard Light C", 20: "D55", 21: "D65", 22: "D75", 23: "D50", 24: "ISO Studio Tungsten", 255: "Other"],
    "Flash": [0: "No Flash", 1: "Fired", 5: "Fired, Return not detected", 7: "Fired, Return detected", 8: "On, Did not fire", 9: "On, Fired", 13: "On, Return not detected", 15: "On, Return detected", 16: "Off, Did not fire", 20: "Off, Did not fire, Return not detected", 24: "Auto, Did not fire", 25: "Auto, Fired", 29: "Auto, Fired, Return not detected", 31: "Auto, Fired, Return detected", 32: "No flash function", 48: "Off, No flash function", 65: "Fired, Red-eye reduction", 69: "Fired, Red-eye reduction, Return not detected", 71: "Fired, Red-eye reduction, Return detected", 73: "On, Red-eye reduction", 77: "On, Red-eye reduction, Return not detected", 79: "On, Red-eye reduction, Return detected", 80: "Off, Red-eye reduction", 88: "Auto, Did not fire, Red-eye reduction", 89: "Auto, Fired, Red-eye reduction", 93: "Auto, Fired, Red-eye reduction, Return not detected", 95: "Auto, Fired, Red-eye reduction, Return detected"],
    "ColorSpace": [1: "sRGB", 2: "Adobe RGB", 65533: "Wide Gamut RGB", 65534: "ICC Profile", 65535: "Uncalibrated"],
    "SensingMethod": [1: "Monochrome area", 2: "One-chip color area", 3: "Two-chip color area", 4: "Three-chip color area", 5: "Color sequential area", 6: "Monochrome linear", 7: "Trilinear", 8: "Color sequential linear"],
    "CustomRendered": [0: "Normal", 1: "Custom", 2: "HDR (no original saved)", 3: "HDR (original saved)", 4: "Original (for HDR)", 6: "Panorama", 7: "Portrait HDR", 8: "Portrait"],
    "ExposureMode": [0: "Auto", 1: "Manual", 2: "Auto bracket"],
    "WhiteBalance": [0: "Auto", 1: "Manual"],
    "SceneCaptureType": [0: "Standard", 1: "Landscape", 2: "Portrait", 3: "Night", 4: "Other"],
    "GainControl": [0: "None", 1: "Low gain up", 2: "High gain up", 3: "Low gain down", 4: "High gain down"],
    "Contrast": [0: "Normal", 1: "Low", 2: "High"],
    "Saturation": [0: "Normal", 1: "Low", 2: "High"],
    "Sharpness": [0: "Normal", 1: "Soft", 2: "Hard"],
    "SubjectDistanceRange": [0: "Unknown", 1: "Macro", 2: "Close", 3: "Distant"],
    "FocalPlaneResolutionUnit": [1: "None", 2: "inches", 3: "cm", 4: "mm", 5: "um"],
    "FileSource": [1: "Film Scanner", 2: "Reflection Print Scanner", 3: "Digital Camera"],
    "SceneType": [1: "Directly photographed"],
    "GPSAltitudeRef": [0: "Above Sea Level", 1: "Below Sea Level"],
  ]

  /// ExifTool's printed value of `value` for the tag `name` in `group`, or
  /// nil when the tag is not enumerated or the number is not in its table.
  public static func printed(group: String, name: String, value: MetadataValue) -> String? {
    guard ExifDirectory(group: group) != nil, let number = value.integer else { return nil }
    return table[name]?[number]
  }
}
