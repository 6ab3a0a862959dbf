import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The text report and the batch table in each language at 80 and 40
/// columns, and the guide at 80 (no colour, Unicode): the Korean wording
/// and its layout with Hangul two columns wide are pinned here. English
/// reports are pinned by `ReportGoldenTests`; their table and guide are
/// here too, from the same code path. Reports go through `Inspector`, as
/// `inspect` does.
@Suite("Language goldens")
struct LanguageGoldenTests {
  static let goldens = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/Goldens/Languages")

  struct Variant: Sendable, CustomTestStringConvertible {
    let language: Language
    let width: Int

    var context: RenderContext { RenderContext(width: width, language: language) }
    var suffix: String { "\(language.rawValue)-\(width)" }
    var testDescription: String { suffix }
  }

  static let widths = [80, 40]
  static let korean = widths.map { Variant(language: .ko, width: $0) }
  static let both = Language.allCases.flatMap { language in widths.map { Variant(language: language, width: $0) } }

  /// A sample with two reading notices added, so that the notices section
  /// and the gauge's notice line are pinned in each language; its rules
  /// worded by their ids (`RuleWordsElided`), since `guide` and `findings`
  /// pin their words.
  static func inspection(_ sample: String, notices: Bool = false) throws -> Inspection {
    RuleWordsElided.inspection(try worded(sample, notices: notices))
  }

  /// The sample as read, its rules in their own words.
  static func worded(_ sample: String, notices: Bool = false) throws -> Inspection {
    try SampleInspection.inspect(
      sample,
      addingNotices: notices
        ? [
          ReadingNotice(
            LiteralNotice(
              .exifThumbnailOutside, "IFD1 points to a thumbnail at offset 70000, past the EXIF block's 1024 bytes")),
          ReadingNotice(LiteralNotice(.jpegStrayBytes, "3 stray bytes before marker 0xFFDB at offset 2048")),
        ] : [])
  }

  static func report(_ inspection: Inspection, in context: RenderContext) -> String {
    ReportView(model: ReportPresenter().present(inspection, symbols: context.symbols, language: context.language))
      .render(in: context)
  }

  /// Every sample, a file that could not be read, and the summary, as
  /// `inspect` prints them to a terminal of this width.
  static func table(in context: RenderContext) throws -> String {
    let format = TableFormat(context: context)
    var tally = BatchTally()
    var lines = [format.prologue ?? ""]
    for sample in SampleFixtures.all.map(\.name) {
      let inspection = try inspection(sample, notices: sample == "phone-gps.jpg")
      tally.count(inspection.report, notices: inspection.noticeCount)
      lines.append(format.record(inspection) + "\n")
    }
    lines.append((format.errorRecord(.notFound(path: "Fixtures/missing.jpg")) ?? "") + "\n")
    tally.unreadable += 1
    tally.skipped += 2
    lines.append(format.epilogue(tally, records: lines.count) ?? "")
    return lines.joined()
  }

  static func guide(in context: RenderContext) -> String {
    ScoringGuide(model: GuidePresenter().present(symbols: context.symbols, language: context.language))
      .render(in: context)
  }

  @Test("the report in Korean", arguments: korean, SampleFixtures.all.map(\.name))
  func report(_ variant: Variant, _ sample: String) throws {
    let text = Self.report(try Self.inspection(sample, notices: sample == "phone-gps.jpg"), in: variant.context)
    Golden.check(text, named: sample.replacingOccurrences(of: ".jpg", with: "-\(variant.suffix).txt"), in: Self.goldens)
  }

  @Test("the batch table", arguments: both)
  func table(_ variant: Variant) throws {
    Golden.check(try Self.table(in: variant.context), named: "table-\(variant.suffix).txt", in: Self.goldens)
  }

  /// The whole scoring table's words, pinned once per language (at 80
  /// columns): a rule's title, why and limits change this golden only; the
  /// reports and pages word rules by their ids (issue 34).
  @Test("the guide", arguments: Language.allCases.map { Variant(language: $0, width: 80) })
  func guide(_ variant: Variant) {
    Golden.check(Self.guide(in: variant.context), named: "guide-\(variant.suffix).txt", in: Self.goldens)
  }

  /// What each sample's flags found, in each language: the findings' words
  /// pinned once, apart from the reports that lay them out.
  @Test("the findings' words", arguments: Language.allCases)
  func findings(_ language: Language) throws {
    let catalogue = Catalogue.of(language)
    let lines = try SampleFixtures.all.map(\.name).flatMap { sample in
      let flags = try Self.worded(sample).report.flags
      return [sample] + flags.map { "  \($0.id): \(catalogue.text($0.words))" }
    }
    Golden.check(lines.joined(separator: "\n") + "\n", named: "findings-\(language.rawValue).txt", in: Self.goldens)
  }

  /// At 40 columns the guide's words are the same (pinned above) and its
  /// layout is the component's (`ComponentGoldenTests`, 40 columns): here
  /// every rule is still listed, and every line fits.
  @Test("the guide at 40 columns lists every rule and fits", arguments: Language.allCases)
  func narrowGuide(_ language: Language) {
    let text = Self.guide(in: RenderContext(width: 40, language: language))
    for line in text.split(separator: "\n") {
      #expect(TextLayout.width(of: String(line)) <= 40, "too wide: \(line)")
      #expect(!line.hasSuffix(" "), "trailing spaces: \(line)")
    }
    for rule in ScoringRules.all { #expect(text.contains(rule.id), "\(rule.id) is missing") }
  }
}
