/// The report's, the table's and the guide's own words, in English.
extension EnglishCatalogue {
  static let report: [String: String] = [:]
}
