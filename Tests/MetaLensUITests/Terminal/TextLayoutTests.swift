import MetaLensUI
import Testing

@Suite("Text layout by terminal columns")
struct TextLayoutTests {
  @Test("wide characters take two columns, combining marks none")
  func widths() {
    #expect(TextLayout.width(of: "abc") == 3)
    #expect(TextLayout.width(of: "写真家") == 6)
    #expect(TextLayout.width(of: "e\u{301}") == 1)
  }

  @Test("wrapping never exceeds the width, even for words longer than a line", arguments: [5, 12, 40])
  func wrap(width: Int) {
    let text = "A very long caption with https://www.openstreetmap.org/?mlat=-22.953428&mlon=-43.215772 and 写真家の作品です"
    let lines = TextLayout.wrap(text, to: width)
    #expect(lines.allSatisfy { TextLayout.width(of: $0) <= width })
    #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
  }

  @Test("URLs break after their separators")
  func urlBreaks() {
    let lines = TextLayout.wrap("https://www.openstreetmap.org/?mlat=-22.953428&mlon=-43.215772", to: 40)
    #expect(
      lines.first?.hasSuffix("&") == true || lines.first?.hasSuffix("/") == true || lines.first?.hasSuffix("?") == true)
  }

  @Test("truncation ends with the ellipsis and fits")
  func truncate() {
    #expect(TextLayout.truncate("abcdefghij", to: 6, ellipsis: "…") == "abcde…")
    #expect(TextLayout.truncate("abc", to: 6, ellipsis: "…") == "abc")
    #expect(TextLayout.width(of: TextLayout.truncate("写真家の作品です", to: 7, ellipsis: "...")) <= 7)
  }
}
