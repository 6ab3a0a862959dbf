/// The English catalogue: every key any language must have.
///
/// What is left of the string-keyed words: rule findings and reading
/// notices, in the area files, and the device-format reasons, read from
/// the table (`DeviceFormats.foreign`) so the finding and the table cannot
/// drift apart. Every other area is typed (`Wording`).
enum EnglishCatalogue {
  static let entries: [String: String] = {
    var entries = fromTable
    for area in [findings, notices, exhibit, regions] {
      entries.merge(area) { first, _ in first }
    }
    return entries
  }()

  /// The entries read from the scoring table.
  static var fromTable: [String: String] {
    var entries: [String: String] = [:]
    for entry in DeviceFormats.foreign {
      entries["rule.device-format-mismatch.reason.\(entry.format.rawValue)"] = entry.reason
    }
    return entries
  }
}
