import MetaLensCore
import Testing

/// Both catalogues hold the same keys, each key the same placeholders, and
/// every rule, verdict, kind, band and notice code has its words: a missing
/// or mismatched translation fails here, not in front of a reader.
@Suite("Catalogues")
struct CatalogueTests {
  static let english = Catalogue.entries(for: .en)

  @Test("every key is in every language", arguments: Language.allCases)
  func sameKeys(_ language: Language) {
    let entries = Catalogue.entries(for: language)
    let missing = Set(Self.english.keys).subtracting(entries.keys).sorted()
    let extra = Set(entries.keys).subtracting(Self.english.keys).sorted()
    #expect(missing.isEmpty, "missing in \(language): \(missing)")
    #expect(extra.isEmpty, "only in \(language): \(extra)")
  }

  @Test("every key has the same placeholders in every language", arguments: Language.allCases)
  func samePlaceholders(_ language: Language) {
    let entries = Catalogue.entries(for: language)
    for (key, template) in Self.english {
      guard let translated = entries[key] else { continue }
      #expect(
        Catalogue.placeholders(in: translated) == Catalogue.placeholders(in: template),
        "\(key) in \(language): \(translated)")
    }
  }

  @Test("no entry is empty", arguments: Language.allCases)
  func nothingEmpty(_ language: Language) {
    for (key, template) in Catalogue.entries(for: language) where !key.hasSuffix(".empty") {
      let blank = template.allSatisfy { $0 == " " }
      #expect(!blank, "\(key) in \(language)")
    }
  }

  @Test("every rule, verdict, kind, band and notice code has its words")
  func tableCovered() {
    var keys: [String] = []
    keys += ReadingNotice.Code.allCases.map { "notice.\($0.rawValue)" }
    for language in Language.allCases {
      let catalogue = Catalogue.of(language)
      for key in keys { #expect(catalogue.has(key), "\(key) in \(language)") }
    }
  }

  @Test("the language follows LC_ALL, then LC_MESSAGES, then LANG")
  func locale() {
    #expect(Language(lcAll: nil, lcMessages: nil, lang: "ko_KR.UTF-8") == .ko)
    #expect(Language(lcAll: nil, lcMessages: nil, lang: "ko") == .ko)
    #expect(Language(lcAll: "C", lcMessages: "ko_KR.UTF-8", lang: "ko_KR.UTF-8") == .en)
    #expect(Language(lcAll: "", lcMessages: "ko_KR.UTF-8", lang: "en_US.UTF-8") == .ko)
    #expect(Language(lcAll: nil, lcMessages: nil, lang: "en_US.UTF-8") == .en)
    #expect(Language(lcAll: nil, lcMessages: nil, lang: nil) == .en)
  }

  @Test("arguments are written the language's way")
  func formats() {
    #expect(Catalogue.korean.format(.duration(2 * 86_400 + 18 * 3600)) == "2일 18시간")
    #expect(Catalogue.english.format(.duration(2 * 86_400 + 18 * 3600)) == "2 days 18 h")
    #expect(Catalogue.korean.format(.date("2024:05:01 14:30:00")) == "2024년 5월 1일 14:30:00")
    #expect(Catalogue.english.format(.date("2024:05:01 14:30:00")) == "2024:05:01 14:30:00")
    #expect(Catalogue.korean.format(.date("not a date")) == "not a date")
    #expect(Catalogue.english.format(.list(["Make", "Model", "ISO"])) == "Make, Model and ISO")
    #expect(Catalogue.korean.format(.list(["Make", "Model"])) == "Make, Model")
    #expect(Catalogue.english.text("no.such.key") == "no.such.key")
  }
}
