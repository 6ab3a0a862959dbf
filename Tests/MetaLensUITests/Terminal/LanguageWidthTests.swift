import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// With Hangul counted two columns wide, no line of the Korean report,
/// table or guide is wider than the width, at every width the layout
/// supports, in Unicode and ASCII; and nothing is left untranslated that a
/// key would have shown.
@Suite("Korean layout fits the width")
struct LanguageWidthTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    let width: Int
    let unicode: Bool

    var context: RenderContext { RenderContext(width: width, unicode: unicode, language: .ko) }
    var testDescription: String { "\(width) \(unicode ? "unicode" : "ascii")" }
  }

  static let variants = [40, 41, 59, 80, 100, 120].flatMap { width in
    [true, false].map { Variant(width: width, unicode: $0) }
  }

  static func check(_ text: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in text.split(separator: "\n") {
      // The map link is whole on its own line, so it can be clicked.
      if line.contains("https://www.openstreetmap.org/") { continue }
      #expect(TextLayout.width(of: String(line)) <= width, "too wide: \(line)", sourceLocation: sourceLocation)
      #expect(!line.hasSuffix(" "), "trailing spaces: \(line)", sourceLocation: sourceLocation)
    }
    // A key shown instead of its words (`rule.x.title`) means a gap.
    #expect(!text.contains("rule."), sourceLocation: sourceLocation)
    #expect(!text.contains("report."), sourceLocation: sourceLocation)
    #expect(!text.contains("notice."), sourceLocation: sourceLocation)
  }

  @Test("reports", arguments: variants)
  func reports(_ variant: Variant) throws {
    for sample in SampleFixtures.all.map(\.name) {
      let inspection = try LanguageGoldenTests.inspection(sample, notices: true)
      Self.check(LanguageGoldenTests.report(inspection, in: variant.context), width: variant.width)
    }
  }

  @Test("the table", arguments: variants)
  func table(_ variant: Variant) throws {
    Self.check(try LanguageGoldenTests.table(in: variant.context), width: variant.width)
  }

  @Test("the guide", arguments: variants)
  func guide(_ variant: Variant) {
    Self.check(LanguageGoldenTests.guide(in: variant.context), width: variant.width)
  }

  @Test("Hangul syllables, jamo and compatibility jamo are two columns; ASCII one")
  func hangulWidth() {
    #expect(TextLayout.width(of: "원본 가능성 높음") == 16)
    #expect(TextLayout.width(of: "ㄱㅏ") == 4)
    #expect(TextLayout.width(of: "\u{1100}\u{A960}") == 4)
    #expect(TextLayout.width(of: "AI 생성") == 7)
    #expect(TextLayout.truncate("편집 가능성 있음", to: 7, ellipsis: "…") == "편집 …")
  }
}
