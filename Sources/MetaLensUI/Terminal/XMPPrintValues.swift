import MetaLensCore

/// The text ExifTool prints for an XMP value it looks up in a table (XMP.pm's
/// PrintConv hashes, generated from `exiftool -listx` into `encoded` by
/// `scripts/generate-xmp-tag-tables.py`): XMP-tiff:Orientation `6` is
/// "Rotate 90 CW", XMP-exif:ExposureProgram `2` "Program AE", PLUS's
/// `MR-NAP` "Not Applicable". The tags view shows them without `-n`, as
/// exiftool does (issue 36); `-n` and JSON keep the values the file holds. A
/// value the table does not hold prints as ExifTool prints it, `Unknown
/// (value)`, item by item in a list. Conversions ExifTool does by code
/// (`6.0 mm`, `1/800`) are not here.
enum XMPPrintValues {
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
    guard group.hasPrefix("XMP-"), let table = tables[group + ":" + name] else { return nil }
    func item(_ value: MetadataValue) -> MetadataValue? {
      let key: String
      switch value {
      case .text(let text): key = text
      case .integer(let number): key = String(number)
      default: return nil
      }
      return .text(table[key] ?? "Unknown (\(key))")
    }
    if case .list(let items) = value { return .list(items.map { item($0) ?? $0 }) }
    return item(value)
  }
}
