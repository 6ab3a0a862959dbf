/// The Korean catalogue (한국어), written for a Korean forensic or legal
/// reader rather than word for word: the same keys as the English one, and
/// the same placeholders in each sentence (checked by the catalogue tests).
/// Tag names, rule and verdict ids, file values and technical terms that a
/// reader searches for (EXIF, XMP, C2PA, IFD0 Make…) stay in Latin letters.
enum KoreanCatalogue {
  static let entries: [String: String] = {
    var entries: [String: String] = [:]
    for area in [findings, notices, exhibit, regions] {
      entries.merge(area) { first, _ in first }
    }
    return entries
  }()
}
