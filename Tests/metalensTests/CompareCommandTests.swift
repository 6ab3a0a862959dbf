import Foundation
import MetaLensTestSupport
import Testing

/// `metalens compare` as a person runs it: the relation first, in either
/// language, and a typed error with exit 1 for a file that is not there.
@Suite("metalens compare on the command line")
struct CompareCommandTests {
  @Test("the same file twice: identical, in English and Korean")
  func identical() throws {
    let english = try CommandRunner.run(["compare", "--lang", "en", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(english.status == 0)
    #expect(english.standardOutput.hasPrefix("Identical: the same file, byte for byte"))
    let korean = try CommandRunner.run(["compare", "--lang", "ko", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(korean.standardOutput.hasPrefix("동일"))
  }

  @Test("a copy that is missing: the error names it, exit 1")
  func missing() throws {
    let result = try CommandRunner.run(["compare", "Fixtures/phone-gps.jpg", "/nonexistent.jpg"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("/nonexistent.jpg"))
  }
}
