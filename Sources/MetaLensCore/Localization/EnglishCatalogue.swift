/// The English catalogue: every key any language must have.
///
/// What is left of the string-keyed words: rule findings and reading
/// notices. The scoring table stays the English source of the rules'
/// titles, explanations and limits and the device-format reasons (read
/// from it, so the guide and the scorer cannot drift apart); findings and
/// notices are in the area files. Every other area is typed (`Wording`).
enum EnglishCatalogue {
  static let entries: [String: String] = {
    var entries = fromTable
    for area in [findings, notices] {
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
