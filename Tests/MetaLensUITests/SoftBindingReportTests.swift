import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// A soft binding in the report's Content Credentials section, in English
/// and Korean, in the text and the HTML page: whose algorithm, a watermark
/// or a fingerprint, over what, and that metalens cannot check it.
@Suite("Soft bindings in the report")
struct SoftBindingReportTests {
  static func inspection(_ name: String) throws -> Inspection {
    try Inspector().inspect(bytes: try SignedFixtureSet.softBindingFixture(name).bytes(), path: name)
  }

  static func text(_ inspection: Inspection, _ language: Language) -> String {
    let context = RenderContext(width: 200, language: language)
    return ReportView(model: ReportPresenter().present(inspection, symbols: context.symbols, language: language))
      .render(in: context)
  }

  @Test(
    "text, in both languages",
    arguments: [
      (
        "soft-binding-timespan.jpg", Language.en,
        "a soft binding by Digimarc Validate Digital Watermarking algorithm (watermark), over 0 to 1000 ms, the whole "
          + "content; metalens cannot decode watermarks"
      ),
      (
        "soft-binding-unlisted-alg.jpg", .en,
        "a soft binding by org.example.unlisted, an algorithm not on the C2PA list, over the whole content; metalens "
          + "cannot check it"
      ),
      ("soft-binding.jpg", .ko, "Adobe Trustmark variant Q의 소프트 바인딩(워터마크), 범위: 콘텐츠 전체; metalens는 워터마크를 해독할 수 없습니다"),
    ])
  func text(_ name: String, _ language: Language, _ expected: String) throws {
    // Words, whatever the wrapping.
    let text = Self.text(try Self.inspection(name), language).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(text.contains(language == .en ? "Soft bindings" : "소프트 바인딩"))
    #expect(text.contains(expected))
  }

  @Test("the HTML page lists it in the credentials card")
  func html() throws {
    let inspection = try Self.inspection("soft-binding.jpg")
    let format = HTMLFormat(
      context: HTMLContext(examinedAt: "2026-01-02T03:04:05Z", version: "0.0.0-test", options: "inspect --html"),
      single: true)
    var tally = BatchTally()
    tally.count(inspection.report)
    let page = format.document([format.record(inspection)], tally: tally)
    #expect(page.contains("<dt>Soft bindings</dt>"))
    #expect(page.contains("a soft binding by Adobe Trustmark variant Q (watermark), over the whole content"))
  }
}
