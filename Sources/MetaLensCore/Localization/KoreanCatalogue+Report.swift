// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

extension KoreanCatalogue {
  static let report: [String: String] = [:]
}
