import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The text components drawn from literal view models, at 40 and 100
/// columns, with and without colour, in Unicode and ASCII: layout, wrapping,
/// elision, colours and symbols are pinned here, apart from what the
/// pipeline reads (`ReportGoldenTests`) and from the scoring table's words
/// (`ComponentRules`: the full guide is pinned once per language, in
/// `LanguageGoldenTests`).
@Suite("Component goldens")
struct ComponentGoldenTests {
  static let goldens = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/Goldens/Components")

  struct Variant: Sendable, CustomTestStringConvertible {
    let width: Int
    let color: Bool
    let unicode: Bool

    var context: RenderContext { RenderContext(width: width, color: color, unicode: unicode) }
    var suffix: String { "\(width)-\(color ? "color" : "plain")-\(unicode ? "unicode" : "ascii")" }
    var testDescription: String { suffix }
  }

  static let variants: [Variant] = [40, 100].flatMap { width in
    [false, true].flatMap { color in [true, false].map { Variant(width: width, color: color, unicode: $0) } }
  }

  /// One of each thing a report can hold: a long title, every summary row
  /// kind (a URL that must wrap, a value with an escape sequence), a sign of
  /// each severity with evidence (one value too long for any width), a
  /// neutral fact, positive evidence and reading notices. The presenter
  /// makes its own wording ASCII for an ASCII terminal, so this does too.
  static func model(symbols: Symbols) throws -> ReportViewModel {
    func flag(_ rule: ScoringRule, _ detail: String, _ evidence: [Evidence]) -> OriginalityFlag {
      OriginalityFlag(rule: rule, finding: .init(detail, evidence: evidence))
    }
    let software = Evidence(source: "IFD0", tag: "Software", value: "Adobe Photoshop 25.1 (Windows)")
    return ReportViewModel(
      title: "Evidence/2024-05-01 wedding - ceremony/IMG_0042 (edited copy for the newspaper).jpg",
      gauge: .init(
        score: 35, band: .low, verdict: "Edited or re-saved",
        meaning: "The file names an editor or carries an editor's traces: it was changed or re-saved after capture.",
        notice: "Read with 2 notices: the file is damaged or unusual, and the verdict rests on what could be read."),
      summary: [
        .init(label: "Camera", value: "Canon EOS R6"),
        .init(label: "Exposure", value: symbols.plain("1/250 s · f/2.8 · ISO 100 · 35 mm")),
        .init(
          label: "Source",
          value: "https://example.com/newsroom/uploads/2024/05/01/IMG_0042-edited-copy-for-the-newspaper.jpg"),
        .init(label: "Lens", value: "RF35mm \u{1B}[31mF1.8\u{1B}[0m MACRO IS STM"),
      ],
      mapURL: "https://www.openstreetmap.org/?mlat=-22.953428&mlon=-43.215772#map=16/-22.953428/-43.215772",
      flags: [
        flag(
          ComponentRules.generator, "XMP-xmp CreatorTool names Midjourney, an image generator.",
          [Evidence(source: "XMP-xmp", tag: "CreatorTool", value: "Midjourney")]),
        flag(
          ComponentRules.editor,
          "IFD0 Software names Adobe Photoshop, an image editor: the file was saved by it after capture.",
          [software, Evidence(source: "XMP-xmpMM", tag: "History", value: String(repeating: "saved, ", count: 30))]),
        flag(
          ComponentRules.standardTables, "Every quantization table is a scaled IJG standard table (quality 92).", []),
        flag(ComponentRules.noLocation, "The file records no GPS position.", []),
      ],
      positives: [flag(ComponentRules.makerNote, "A 30-byte MakerNote from Apple is present.", [])],
      notices: [
        ReadingNotice(LiteralNotice(.exifNoTIFFHeader, "the EXIF block has no valid TIFF header")),
        ReadingNotice(LiteralNotice(.truncated, String(repeating: "a notice long enough to wrap ", count: 8))),
      ],
      footer: ReportPresenter.footer,
      credentials: CredentialsViewModel(
        state: "Content Credentials invalid: the image changed after signing", failed: true,
        explanation: "invalid: the image changed after it was signed", signer: "Example Camera Co., Signing CA",
        actions: [symbols.plain("c2pa.created (digitalCapture), by Example Camera 1.0"), "c2pa.cropped"],
        ingredients: ["IMG_0041.jpg (parentOf)"],
        failures: ["assertion.dataHash.mismatch: the image changed after it was signed"]))
  }

  @Test(arguments: variants)
  func report(_ variant: Variant) throws {
    let text = ReportView(model: try Self.model(symbols: variant.context.symbols)).render(in: variant.context)
    Golden.check(text, named: "report-\(variant.suffix).txt", in: Self.goldens)
    guard !variant.color else { return }
    for line in text.split(separator: "\n") {
      // The map link is whole on its own line, so it can be clicked.
      #expect(
        TextLayout.width(of: String(line)) <= variant.width || line.hasPrefix("Map https://"), "too wide: \(line)")
      #expect(!line.hasSuffix(" "), "trailing spaces: \(line)")
    }
    #expect(!text.contains("\u{1B}"), "an escape from a value is shown escaped, and there is no colour")
    if !variant.unicode { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }) }
  }

  @Test(arguments: [(80, false, true), (40, false, false), (100, true, true)])
  func guide(width: Int, color: Bool, unicode: Bool) {
    let context = RenderContext(width: width, color: color, unicode: unicode)
    let model = GuidePresenter(rules: ComponentRules.all).present(symbols: context.symbols)
    let text = ScoringGuide(model: model).render(in: context)
    Golden.check(
      text, named: "guide-\(width)-\(color ? "color" : "plain")-\(unicode ? "unicode" : "ascii").txt", in: Self.goldens)
  }
}
