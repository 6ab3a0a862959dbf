import MetaLensTestSupport
import Testing

@Suite("Corpus")
struct CorpusPresenceTests {
  @Test("the shared corpus is present when CI is set")
  func presentUnderCI() {
    if Corpus.isRequired {
      #expect(Corpus.isAvailable, "CI is set but ../shared/corpus (or METALENS_CORPUS) is missing")
    } else if !Corpus.isAvailable {
      print("note: ../shared/corpus not found (set METALENS_CORPUS); corpus tests are skipped")
    }
  }
}
