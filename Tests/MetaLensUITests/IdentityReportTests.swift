import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// CAWG identity assertions in the report's Content Credentials section, in
/// English and Korean, in the text and the HTML page: who asserts the
/// identity, who vouches for it, and its own outcome, on a line of its own,
/// never among the credential's failures as if the signer were untrusted.
@Suite("CAWG identities in the report")
struct IdentityReportTests {
  static func inspection(_ quirk: SignedC2PAQuirks.Identity) throws -> Inspection {
    var fixture = SignedC2PAFixture(actions: C2PAIdentityFixtures.created)
    fixture.quirks.identity = quirk
    return try Inspector().inspect(bytes: try fixture.bytes(), path: "identity.jpg")
  }

  static func text(_ inspection: Inspection, _ language: Language) -> String {
    let context = RenderContext(width: 200, language: language)
    return ReportView(model: ReportPresenter().present(inspection, symbols: context.symbols, language: language))
      .render(in: context).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(
    "text, in both languages",
    arguments: [
      (
        SignedC2PAQuirks.Identity.intact, Language.en, "Identities (CAWG)",
        "identity asserted by MetaLens Fixture Signer, MetaLens Tests, credential from MetaLens Tests: its signature is "
          + "valid; its credential is on no trust list (metalens has no CAWG trust anchors), which says nothing of "
          + "the claim's signer"
      ),
      (
        .intact, .ko, "신원 (CAWG)",
        "MetaLens Fixture Signer, MetaLens Tests의 신원 주장, 자격 증명 발급자 MetaLens Tests: 서명은 유효합니다. 자격 증명은 신뢰 "
          + "목록에 없습니다(metalens에는 CAWG 신뢰 앵커가 없음). 이는 클레임 서명자와는 무관합니다"
      ),
      (
        .signatureChanged, .en, "Identities (CAWG)",
        "identity asserted by MetaLens Fixture Signer, MetaLens Tests, credential from MetaLens Tests: invalid: "
          + "cawg.x509.signature.mismatch: the identity's signature does not match its payload"
      ),
      (
        .noHardBinding, .ko, "신원 (CAWG)",
        "무효: cawg.identity.hard_binding_missing: 신원 어설션이 하드 바인딩을 포함하지 않습니다 "
          + "(원문: the identity does not reference a hard binding)"
      ),
    ])
  func text(_ quirk: SignedC2PAQuirks.Identity, _ language: Language, _ heading: String, _ expected: String) throws {
    let text = Self.text(try Self.inspection(quirk), language)
    #expect(text.contains(heading))
    #expect(text.contains(expected))
    // The identity's codes are on its line only: no "Failed" entry says the
    // credential (or its signer) is untrusted because of it.
    #expect(!text.contains("cawg.x509.credential.untrusted"))
  }

  @Test("the HTML page lists it in the credentials card")
  func html() throws {
    let inspection = try Self.inspection(.intact)
    let format = HTMLFormat(
      context: HTMLContext(examinedAt: "2026-01-02T03:04:05Z", version: "0.0.0-test", options: "inspect --html"),
      single: true)
    var tally = BatchTally()
    tally.count(inspection.report)
    let page = format.document([format.section(inspection)], tally: tally)
    #expect(page.contains("<dt>Identities (CAWG)</dt>"))
    #expect(
      page.contains("identity asserted by MetaLens Fixture Signer, MetaLens Tests, credential from MetaLens Tests"))
  }
}
