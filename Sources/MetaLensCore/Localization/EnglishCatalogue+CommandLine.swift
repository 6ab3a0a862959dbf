/// The command line's words (first screen, errors, hints), in English.
extension EnglishCatalogue {
  static let commandLine: [String: String] = [:]
}
