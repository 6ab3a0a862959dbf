import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The whole pipeline on every sample in `Fixtures/`, through `Inspector`
/// as `inspect` runs it (the image data and C2PA validation too), one
/// golden each (100 columns, no colour, Unicode): a change in reading or
/// scoring shows here once per sample. Rules are worded by their ids
/// (`RuleWordsElided`): their words are pinned by the guide's goldens and
/// `LanguageGoldenTests.findings`; the layout checks below use the real words. How the components lay out at other widths,
/// in colour and in ASCII is pinned by `ComponentGoldenTests`; here every
/// other variant is only checked for what must always hold.
@Suite("End-to-end report goldens")
struct ReportGoldenTests {
  static let goldens = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/Goldens/EndToEnd")

  /// A sample read from `Fixtures/` as `inspect` reads it (content stages
  /// included), reported under its relative path.
  static func inspection(_ sample: String) throws -> Inspection {
    try SampleInspection.inspect(sample)
  }

  static func render(_ inspection: Inspection, in context: RenderContext) -> String {
    ReportView(model: ReportPresenter().present(inspection, symbols: context.symbols)).render(in: context)
  }

  @Test(arguments: SampleFixtures.all.map(\.name))
  func report(_ sample: String) throws {
    let text = Self.render(RuleWordsElided.inspection(try Self.inspection(sample)), in: RenderContext(width: 100))
    Golden.check(text, named: sample.replacingOccurrences(of: ".jpg", with: ".txt"), in: Self.goldens)
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let sample: String
    let width: Int
    let unicode: Bool

    var testDescription: String { "\(sample) \(width) \(unicode ? "unicode" : "ascii")" }
  }

  static let variants: [Variant] = SampleFixtures.all.flatMap { sample in
    [40, 80, 120].flatMap { width in [true, false].map { Variant(sample: sample.name, width: width, unicode: $0) } }
  }

  @Test("no line wider than the width, no trailing space, no escape, ASCII when asked", arguments: variants)
  func layout(_ variant: Variant) throws {
    let text = Self.render(
      try Self.inspection(variant.sample), in: RenderContext(width: variant.width, unicode: variant.unicode))
    for line in text.split(separator: "\n") {
      // The map link is whole on its own line, so it can be clicked.
      #expect(
        TextLayout.width(of: String(line)) <= variant.width || line.hasPrefix("Map https://"), "too wide: \(line)")
      #expect(!line.hasSuffix(" "), "trailing spaces: \(line)")
    }
    #expect(!text.contains("\u{1B}"))
    // long-values.jpg holds non-ASCII text of its own, shown as it is.
    if !variant.unicode && variant.sample != "long-values.jpg" {
      #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }
  }
}
