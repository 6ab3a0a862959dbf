import MetaLensCore
import Testing

/// The byte-wise string helpers the readers use on every file: each must
/// answer as the Character-wise code it replaced (`split(separator:).last`,
/// the Unicode whitespace trim).
@Suite("Path components and trimming, read in UTF-8 bytes")
struct StringBytesTests {
  @Test(
    "the last component is split(separator: \"/\").last",
    arguments: ["a/b/c.jpg", "c.jpg", "a/b/", "/", "", "//x//", "/photos/été 2024/IMG 1.JPG", "a/b\u{301}"])
  func lastComponent(path: String) {
    #expect(
      path.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init)
        == path.split(separator: "/").last.map(String.init))
  }

  @Test(
    "trimming removes white space at both ends, Unicode's too, and keeps the rest",
    arguments: [
      ("Canon", "Canon"), ("  Canon EOS 5D  ", "Canon EOS 5D"), ("\tSony\n", "Sony"), ("\u{A0}Nikon\u{3000}", "Nikon"),
      ("   ", ""), ("", ""), ("é", "é"), ("a b", "a b"),
    ])
  func trimmed(text: String, expected: String) {
    #expect(text.trimmed == expected)
  }
}
