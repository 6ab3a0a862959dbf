import MetaLensCore

/// The text ExifTool prints for a value it looks up in a table (its PrintConv
/// hashes, generated from `exiftool -listx` into `encoded` by
/// `scripts/generate-print-values.py`), for the XMP groups and the MakerNote
/// groups metalens decodes: XMP-tiff:Orientation `6` is "Rotate 90 CW",
/// XMP-exif:ExposureProgram `2` "Program AE", PLUS's `MR-NAP` "Not
/// Applicable", Canon's MacroMode `2` "Normal". EXIF's own tags are libexif's
/// (`MetadataTag.displayValue`), which comes first. The tags view shows
/// them without `-n`, as exiftool does (issue 36); `-n` and JSON keep the
/// values the file holds.
/// Conversions ExifTool does by code (`6.0 mm`, `1/800`) are not here.
///
/// A value an XMP table does not hold prints as ExifTool prints it,
/// `Unknown (value)`, item by item in a list (measured: 447 of 447 XMP values
/// of the corpus as exiftool prints them). A MakerNote value its table does
/// not hold is shown as the file holds it: `-listx` does not say which
/// MakerNote tags print other values by code (Canon's Saturation `1` is
/// `+1`) or bit by bit (FlashBits `8200` is "E-TTL, Built-in"), nor how an
/// array prints, so "Unknown" would be wrong there. Measured with exiftool
/// 12.57 on the corpus's 274 files holding such tags: of 2,221 MakerNote
/// values, 2,161 print as exiftool prints them and 57 as the file holds them.
enum PrintValues {
  /// `encoded` split once, on first use.
  static let tables: [String: [String: String]] = encoded.mapValues { pairs in
    var table: [String: String] = [:]
    for pair in pairs.split(separator: "\u{1E}") {
      let parts = pair.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.count == 2, table[String(parts[0])] == nil { table[String(parts[0])] = String(parts[1]) }
    }
    return table
  }

  /// The printed value, or nil when the tag has no table.
  static func printed(_ value: MetadataValue, group: String, name: String) -> MetadataValue? {
    guard let table = tables[group + ":" + name] else { return nil }
    func item(_ value: MetadataValue) -> MetadataValue? {
      let key: String
      switch value {
      case .text(let text): key = text
      case .integer(let number): key = String(number)
      default: return nil
      }
      if let text = table[key] { return .text(text) }
      return group.hasPrefix("XMP-") ? .text("Unknown (\(key))") : nil
    }
    if case .list(let items) = value { return .list(items.map { item($0) ?? $0 }) }
    return item(value)
  }
}
