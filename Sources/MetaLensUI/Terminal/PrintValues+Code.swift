import MetaLensCore

/// The values ExifTool prints by code rather than from a table, where no
/// library formatted them first (`MetadataTag.displayValue`, libexif's, is
/// there only for a JPEG's EXIF): a DNG's or XMP's ExposureTime
/// `0.06666666667` prints `1/15`, as `exiftool` shows it.
extension PrintValues {
  /// Tags printed by ExifTool's `PrintExposureTime` (Exif.pm 0x829a and
  /// 0x9201, XMP.pm's exif namespace, Canon.pm's exposure times), by group.
  static let exposureTimes: [String: Set<String>] = [
    "IFD0": ["ExposureTime", "ShutterSpeedValue"],
    "ExifIFD": ["ExposureTime", "ShutterSpeedValue"],
    "XMP-exif": ["ExposureTime", "ShutterSpeedValue"],
    "Canon": ["ExposureTime", "TargetExposureTime"],
  ]

  /// The value as ExifTool prints it by code, or nil when it prints it as it is.
  static func computed(_ value: MetadataValue, group: String, name: String) -> MetadataValue? {
    if let exposure = exposureTime(value, group: group, name: name) { return exposure }
    // A TIFF's or raw's enumerated EXIF values (ExposureProgram 3 is
    // "Aperture-priority AE"), which libexif names for a JPEG only.
    return ExifPrintedValues.printed(group: group, name: name, value: value).map(MetadataValue.text)
  }

  /// An exposure time as `PrintExposureTime` prints it ("1/60"), also where
  /// libexif formatted it otherwise ("1/60 sec.", on 452 corpus JPEG values).
  static func exposureTime(_ value: MetadataValue, group: String, name: String) -> MetadataValue? {
    guard exposureTimes[group]?.contains(name) == true else { return nil }
    return ExifPrintedValues.exposureTime(value).map(MetadataValue.text)
  }
}
