import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Trust lists in the C2PA's JSON form (`--trust-list`, as
/// `C2PA-TRUST-LIST.json`): a CA of the list with a trusted status
/// trusts its signers, one withdrawn does not, and the validation names the
/// list that trusted the signer.
@Suite("C2PA trust lists in JSON")
struct C2PATrustListDocumentTests {
  /// A one-entity list holding `pem`'s certificate with `status`.
  static func list(_ pem: String, status: String, scheme: String = "Fixture Trust List") -> [UInt8] {
    let base64 = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
    let json = """
      {"LoTE": {"ListAndSchemeInformation": {"SchemeName": [{"lang": "en", "value": "\(scheme)"}],
        "ListIssueDateTime": "2026-09-01T00:00:00Z"},
        "TrustedEntitiesList": [{"TrustedEntityInformation": {"TEName": [{"lang": "en", "value": "MetaLens"}]},
          "TrustedEntityServices": [{"ServiceInformation": {"ServiceName": [{"lang": "en", "value": "Root"}],
            "ServiceDigitalIdentity": {"X509Certificates": [{"val": "\(base64)"}]},
            "ServiceStatus": "http://c2pa.org/conformance/trust-list/\(status)"}}]}]}}
      """
    return Array(json.utf8)
  }

  static func validation(_ trust: C2PATrustList, fixture: SignedC2PAFixture) throws -> C2PAValidation {
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
    return try #require(inspection.analysis.c2pa)
  }

  @Test("a trusted CA of a JSON list trusts its signer, and the validation names that list")
  func trusted() throws {
    let fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
    let unrelated = SignedC2PAFixture(actions: [])
    let trust = try C2PATrustList(
      extra: [("other.pem", unrelated.anchorPEM)],
      lists: [
        ("lists/other.json", Self.list(unrelated.anchorPEM, status: "trusted", scheme: "Other List")),
        ("lists/fixture.json", Self.list(fixture.anchorPEM, status: "trusted")),
      ])
    let validation = try Self.validation(trust, fixture: fixture)
    #expect(validation.state == .trusted)
    #expect(validation.anchorList == "Fixture Trust List of 2026-09-01 (fixture.json)")
    #expect(
      validation.trustLists == [
        "the C2PA Trust List of 2026-08-05", "Other List of 2026-09-01 (other.json)",
        "Fixture Trust List of 2026-09-01 (fixture.json)", "other.pem",
      ])
  }

  @Test("a withdrawn CA is no anchor: a list with no trusted certificate is an error naming the file")
  func withdrawn() throws {
    let fixture = SignedC2PAFixture(actions: [])
    #expect(throws: MetaLensError.self) {
      try C2PATrustList(lists: [("withdrawn.json", Self.list(fixture.anchorPEM, status: "withdrawn"))])
    }
    #expect(throws: MetaLensError.self) { try C2PATrustList(lists: [("notes.json", Array("{}".utf8))]) }
    #expect(try Self.validation(.standard, fixture: fixture).anchorList == nil)
  }

  @Test("the official list's JSON reads whole: the bundled list's 30 CAs")
  func official() throws {
    let url = CommandRunner.packageRoot.appendingPathComponent("../shared/reference/c2pa/C2PA-TRUST-LIST.json")
    let bytes = Array(try Data(contentsOf: url))
    let trust = try C2PATrustList(lists: [("C2PA-TRUST-LIST.json", bytes)])
    #expect(trust.count == 2 * C2PATrustList.standard.count)
  }
}
