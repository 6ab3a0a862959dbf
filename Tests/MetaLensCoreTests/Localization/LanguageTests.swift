import MetaLensCore
import Testing

/// The language comes from the locale as POSIX chooses it, and each
/// language writes durations, dates and lists its own way.
@Suite("Languages")
struct LanguageTests {
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
    #expect(Language.ko.duration(2 * 86_400 + 18 * 3600) == "2일 18시간")
    #expect(Language.en.duration(2 * 86_400 + 18 * 3600) == "2 days 18 h")
    #expect(Language.ko.date("2024:05:01 14:30:00") == "2024년 5월 1일 14:30:00")
    #expect(Language.en.date("2024:05:01 14:30:00") == "2024:05:01 14:30:00")
    #expect(Language.ko.date("not a date") == "not a date")
    #expect(Language.en.list(["Make", "Model", "ISO"]) == "Make, Model and ISO")
    #expect(Language.ko.list(["Make", "Model"]) == "Make, Model")
  }
}
