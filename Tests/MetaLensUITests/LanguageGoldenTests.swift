import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The text report, the batch table and the guide in each language at 80
/// and 40 columns (no colour, Unicode): the Korean wording and its layout
/// with Hangul two columns wide are pinned here. English reports are
/// pinned by `ReportGoldenTests`; their table and guide at these widths are
/// here too, from the same code path.
@Suite("Language goldens")
struct LanguageGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/Languages")

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
  /// and the gauge's notice line are pinned in each language.
  static func inspection(_ sample: String, notices: Bool = false) throws -> Inspection {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    var metadata = try PhotoMetadataService().read(path: path)
    metadata.file = FileFacts(path: "Fixtures/\(sample)", size: metadata.file.size, format: metadata.file.format)
    if notices {
      metadata.notices += [
        ReadingNotice(
          LiteralNotice(
            .exifThumbnailOutside, "IFD1 points to a thumbnail at offset 70000, past the EXIF block's 1024 bytes")),
        ReadingNotice(LiteralNotice(.jpegStrayBytes, "3 stray bytes before marker 0xFFDB at offset 2048")),
      ]
    }
    return Inspection(metadata: metadata, report: OriginalityScorer().score(metadata))
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

  @Test("the guide", arguments: both)
  func guide(_ variant: Variant) {
    Golden.check(Self.guide(in: variant.context), named: "guide-\(variant.suffix).txt", in: Self.goldens)
  }
}
