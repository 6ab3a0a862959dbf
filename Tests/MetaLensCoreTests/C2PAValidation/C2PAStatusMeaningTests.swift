import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// A Korean reader of a C2PA failure gets its meaning in Korean before the
/// validator's English sentence (issue 36): every failure and informational
/// status metalens gives, over every signed fixture and every corpus file
/// with a credential, has a meaning.
@Suite("C2PA status meanings")
struct C2PAStatusMeaningTests {
  @Test("every meaning is Korean, apart from its English", arguments: C2PAStatusMeaning.allCases)
  func meaning(_ meaning: C2PAStatusMeaning) {
    let (english, korean) = (meaning.text(.en), meaning.text(.ko))
    #expect(!english.isEmpty && korean != english)
    #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(meaning): no Hangul")
  }

  @Test("a Korean failure says the code's meaning, then the English sentence")
  func koreanFailure() {
    let status = C2PAStatus("assertion.dataHash.mismatch", .failure, url: nil, "data hash mismatch")
    #expect(status.text(.en) == "data hash mismatch")
    #expect(status.text(.ko) == "파일의 바이트가 서명된 해시와 일치하지 않습니다 (원문: data hash mismatch)")
  }

  /// The statuses a reader can be shown (not the successes) of one file's
  /// credential, its ingredients' and its identities'.
  static func shownCodes(_ bytes: [UInt8], path: String) throws -> Set<String> {
    guard let validation = try Inspector().inspect(bytes: bytes, path: path).analysis.c2pa else { return [] }
    let statuses =
      validation.statuses + validation.ingredientDeltas.flatMap(\.statuses)
      + validation.identities.flatMap(\.statuses)
    return Set(statuses.filter { $0.kind != .success }.map(\.code))
  }

  @Test("every status the signed fixtures give has a meaning")
  func signedFixtures() throws {
    var shown = Set<String>()
    for file in try SignedFixtureSet.files() { shown.formUnion(try Self.shownCodes(file.bytes, path: file.name)) }
    #expect(shown.count >= 10, "the fixtures give \(shown.count) codes")
    #expect(shown.filter { C2PAStatusMeaning(rawValue: $0) == nil }.sorted() == [])
  }

  @Test(
    "every status the corpus credentials give has a meaning",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpus() throws {
    var shown = Set<String>()
    for entry in try Corpus.entries() where try Corpus.c2pa(entry) != nil {
      let path = Corpus.filePath(entry)
      shown.formUnion(try Self.shownCodes(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path))
    }
    #expect(!shown.isEmpty, "no corpus credential gives a failure or an informational status")
    #expect(shown.filter { C2PAStatusMeaning(rawValue: $0) == nil }.sorted() == [])
  }
}
