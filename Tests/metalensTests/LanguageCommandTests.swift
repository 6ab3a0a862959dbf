import Foundation
import MetaLensTestSupport
import Testing

/// `--lang` and the locale choose the words; machine output never changes.
@Suite("Language on the command line")
struct LanguageCommandTests {
  static let sample = "Fixtures/edited-photoshop.jpg"
  /// No locale from the machine running the tests leaks in.
  static let english = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "COLUMNS": "80"]

  @Test("the locale decides, LC_ALL first, and --lang overrides it")
  func choice() throws {
    let korean = try CommandRunner.run([Self.sample], environment: Self.english.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.standardOutput.contains("편집됨"))
    let forced = try CommandRunner.run(
      [Self.sample], environment: Self.english.merging(["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(forced.standardOutput.contains("Edited or re-saved"))
    let messages = try CommandRunner.run(
      [Self.sample], environment: Self.english.merging(["LC_MESSAGES": "ko_KR.UTF-8"]) { $1 })
    #expect(messages.standardOutput.contains("편집됨"))
    let option = try CommandRunner.run(["--lang", "ko", Self.sample], environment: Self.english)
    #expect(option.standardOutput.contains("확인된 사항"))
    let back = try CommandRunner.run(
      ["--lang", "en", Self.sample], environment: Self.english.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(back.standardOutput.contains("Flags"))
  }

  @Test("guide, tags and errors speak Korean too")
  func commands() throws {
    let guide = try CommandRunner.run(["guide", "--lang", "ko"], environment: Self.english)
    #expect(guide.standardOutput.contains("점수 산정 방식"))
    let missing = try CommandRunner.run(["tags", "--lang", "ko", "Fixtures/none.jpg"], environment: Self.english)
    #expect(missing.standardError.contains("파일이 없음"))
    let first = try CommandRunner.run([], environment: Self.english.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(first.standardOutput.contains("시작하기"))
  }

  @Test("JSON, NDJSON and CSV are the same in every language", arguments: ["--json", "--ndjson", "--csv"])
  func machineOutput(_ format: String) throws {
    let english = try CommandRunner.run([format, "--lang", "en", Self.sample, "Fixtures/stripped.jpg"])
    let korean = try CommandRunner.run([format, "--lang", "ko", Self.sample, "Fixtures/stripped.jpg"])
    #expect(english.standardOutput == korean.standardOutput)
    #expect(!korean.standardOutput.isEmpty)
  }

  @Test("the HTML page is worded in the language and says so")
  func html() throws {
    let page = try CommandRunner.run(
      ["--html", "--lang", "ko", Self.sample], environment: ["SOURCE_DATE_EPOCH": "0"])
    #expect(page.standardOutput.contains("<html lang=\"ko\">"))
    #expect(page.standardOutput.contains("편집됨"))
  }
}
