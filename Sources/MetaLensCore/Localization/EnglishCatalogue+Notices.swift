/// Reading notices, in English: the notice's own message is the English.
extension EnglishCatalogue {
  static let notices: [String: String] = [:]
}
