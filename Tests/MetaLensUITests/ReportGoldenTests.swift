import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The text report of every sample, in every combination a terminal can ask
/// for, compared with golden files in `Goldens/`.
@Suite("Text report goldens")
struct ReportGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  struct Variant: Sendable, CustomTestStringConvertible {
    let sample: String
    let width: Int
    let color: Bool
    let unicode: Bool

    var context: RenderContext { RenderContext(width: width, color: color, unicode: unicode) }
    var goldenName: String {
      "\(sample.replacingOccurrences(of: ".jpg", with: ""))-\(width)-\(color ? "color" : "plain")-\(unicode ? "unicode" : "ascii").txt"
    }
    var testDescription: String { goldenName }
  }

  static let variants: [Variant] = SampleFixtures.all.flatMap { sample in
    [40, 100].flatMap { width in
      [false, true].flatMap { color in [true, false].map { Variant(sample: sample.name, width: width, color: color, unicode: $0) } }
    }
  }

  /// A sample read from `Fixtures/`, reported under its relative path.
  static func report(_ sample: String, symbols: Symbols) throws -> ReportViewModel {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    var metadata = try PhotoMetadataService().read(path: path)
    metadata.file = FileFacts(path: "Fixtures/\(sample)", size: metadata.file.size, format: metadata.file.format)
    let inspection = Inspection(metadata: metadata, report: OriginalityScorer().score(metadata))
    return ReportPresenter().present(inspection, symbols: symbols)
  }

  @Test(arguments: variants)
  func report(_ variant: Variant) throws {
    let model = try Self.report(variant.sample, symbols: variant.context.symbols)
    let text = ReportView(model: model).render(in: variant.context)
    Golden.check(text, named: variant.goldenName, in: Self.goldens)
    if !variant.color {
      for line in text.split(separator: "\n") {
        #expect(TextLayout.width(of: String(line)) <= variant.width, "too wide: \(line)")
        #expect(!line.hasSuffix(" "), "trailing spaces: \(line)")
      }
      #expect(!text.contains("\u{1B}"))
      if !variant.unicode { #expect(text.unicodeScalars.allSatisfy(\.isASCII) || variant.sample == "long-values.jpg") }
    }
  }

  @Test(arguments: [(80, false, true), (40, false, false), (100, true, true)])
  func guide(width: Int, color: Bool, unicode: Bool) {
    let context = RenderContext(width: width, color: color, unicode: unicode)
    let text = ScoringGuide(model: GuidePresenter().present(symbols: context.symbols)).render(in: context)
    Golden.check(text, named: "guide-\(width)-\(color ? "color" : "plain")-\(unicode ? "unicode" : "ascii").txt", in: Self.goldens)
  }
}
