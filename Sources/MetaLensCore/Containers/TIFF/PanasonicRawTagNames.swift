/// ExifTool's names for the tags of a Panasonic RW2's IFD0, which uses its
/// own table (PanasonicRaw) rather than TIFF's: tag 2 is SensorWidth there,
/// not InteropVersion. Unknown tags get ExifTool's `-u` name
/// (`PanasonicRaw_0x000d`).
enum PanasonicRawTagNames {
  static let names: [UInt16: String] = [
    0x0001: "PanasonicRawVersion", 0x0002: "SensorWidth", 0x0003: "SensorHeight", 0x0004: "SensorTopBorder",
    0x0005: "SensorLeftBorder", 0x0006: "SensorBottomBorder", 0x0007: "SensorRightBorder", 0x0008: "SamplesPerPixel",
    0x0009: "CFAPattern", 0x000A: "BitsPerSample", 0x000B: "Compression", 0x000E: "LinearityLimitRed",
    0x000F: "LinearityLimitGreen", 0x0010: "LinearityLimitBlue", 0x0017: "ISO", 0x0018: "HighISOMultiplierRed",
    0x0019: "HighISOMultiplierGreen", 0x001A: "HighISOMultiplierBlue", 0x001B: "NoiseReductionParams",
    0x001C: "BlackLevelRed", 0x001D: "BlackLevelGreen", 0x001E: "BlackLevelBlue", 0x0024: "WBRedLevel",
    0x0025: "WBGreenLevel", 0x0026: "WBBlueLevel", 0x0027: "WBInfo2", 0x002D: "RawFormat", 0x002E: "JpgFromRaw",
    0x010F: "Make", 0x0110: "Model", 0x0111: "StripOffsets", 0x0112: "Orientation", 0x0116: "RowsPerStrip",
    0x0117: "StripByteCounts", 0x0118: "RawDataOffset", 0x0119: "DistortionInfo",
  ]

  /// The JPEG preview whose own EXIF holds the RW2's Software, dates and exposure.
  static let jpgFromRaw: UInt16 = 0x002E

  static func name(_ tag: UInt16) -> String {
    names[tag] ?? "PanasonicRaw_0x" + NumberFormatting.hex(tag, width: 4)
  }
}
