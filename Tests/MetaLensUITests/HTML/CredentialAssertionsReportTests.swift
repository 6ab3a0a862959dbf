import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// Soft bindings, time-stamp and certificate-status assertions in the
/// report's Content Credentials section, in English and Korean, in the text
/// and the HTML page: whose algorithm, a watermark or a fingerprint, over
/// what, and that metalens cannot check it; a time-stamp's manifest and
/// time; how many OCSP responses are stapled, unchecked.
@Suite("Credential assertions in the report")
struct CredentialAssertionsReportTests {
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
    let page = format.document([format.section(inspection)], tally: tally)
    #expect(page.contains("<dt>Soft bindings</dt>"))
    #expect(page.contains("a soft binding by Adobe Trustmark variant Q (watermark), over the whole content"))
  }

  @Test(
    "time-stamp and certificate-status assertions, in both languages",
    arguments: [
      (
        "time-stamp-assertion.jpg", Language.en, "Time-stamp assertions",
        "2025-06-01T12:00:00+00:00; read, not verified"
      ),
      ("time-stamp-assertion.jpg", .ko, "타임스탬프 어서션", "2025-06-01T12:00:00+00:00; 읽기만 하고 검증하지 않았습니다"),
      ("certificate-status.jpg", .en, "Certificate status", "OCSP responses stapled: 1; metalens does not check them"),
      ("certificate-status.jpg", .ko, "인증서 상태", "첨부된 OCSP 응답: 1개; metalens는 이를 확인하지 않습니다"),
    ])
  func statusAssertions(_ name: String, _ language: Language, _ heading: String, _ expected: String) throws {
    let inspection = try Inspector().inspect(
      bytes: try SignedFixtureSet.statusAssertionFixture(name).bytes(), path: name)
    let text = Self.text(inspection, language).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains(heading))
    #expect(text.contains(expected))
  }
}
