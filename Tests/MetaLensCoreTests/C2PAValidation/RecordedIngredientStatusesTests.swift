import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// An ingredient's delta leaves out what its ingredient assertion already
/// records, by code and URL, as c2pa-rs's `ValidationResults::from_store`
/// does: a v1/v2 `validationStatus` list or a v3 `validationResults` map.
@Suite("C2PA statuses recorded by ingredient assertions")
struct RecordedIngredientStatusesTests {
  static let signature = "self#jumbf=/c2pa/urn:c2pa:ingredient/c2pa.signature"

  static func recorded(_ assertion: CBORItem) throws -> RecordedIngredientStatuses {
    let ingredient = C2PAFixture.superbox("cbor", "c2pa.ingredient.v3", [C2PAFixture.box("cbor", assertion.encoded())])
    let store = C2PAFixture.superbox(
      "c2pa", "c2pa",
      [C2PAFixture.superbox("c2ma", "urn:c2pa:active", [C2PAFixture.superbox("c2as", "c2pa.assertions", [ingredient])])]
    )
    let root = try #require(try? JUMBFParser.parse(store[...]).get().first)
    return RecordedIngredientStatuses(store: store, manifests: root.children.filter(\.isSuperbox))
  }

  static func status(_ code: String, url: String = signature) -> CBORItem {
    .map([("code", .text(code)), ("url", .text(url))])
  }

  static let delta = C2PAIngredientDelta(
    ingredientAssertionURI: "self#jumbf=/c2pa/urn:c2pa:active/c2pa.assertions/c2pa.ingredient.v3",
    manifestLabel: "urn:c2pa:ingredient",
    statuses: [
      C2PAStatus("signingCredential.expired", .failure, url: signature, "expired"),
      C2PAStatus("claimSignature.mismatch", .failure, url: signature, "mismatch"),
      C2PAStatus("signingCredential.expired", .failure, url: "self#jumbf=/c2pa/urn:c2pa:other/c2pa.signature", "x"),
    ])

  @Test(
    "a status recorded with the same code and URL is left out, in either form",
    arguments: [
      CBORItem.map([("validationStatus", .array([status("signingCredential.expired")]))]),
      .map([
        (
          "validationResults",
          .map([("activeManifest", .map([("failure", .array([status("signingCredential.expired")]))]))])
        )
      ]),
    ])
  func recordedLeftOut(_ assertion: CBORItem) throws {
    let left = try #require(try Self.recorded(assertion).removing(from: Self.delta))
    #expect(left.statuses.map(\.code) == ["claimSignature.mismatch", "signingCredential.expired"])
    #expect(left.statuses.last?.url == "self#jumbf=/c2pa/urn:c2pa:other/c2pa.signature")
  }

  @Test("a delta whose every status was recorded is no delta")
  func allRecorded() throws {
    let recorded = try Self.recorded(
      .map([("validationStatus", .array([Self.status("claimSignature.mismatch")]))]))
    let only = C2PAIngredientDelta(
      ingredientAssertionURI: Self.delta.ingredientAssertionURI, manifestLabel: Self.delta.manifestLabel,
      statuses: [Self.delta.statuses[1]])
    #expect(recorded.removing(from: only) == nil)
    #expect(recorded.removing(from: Self.delta)?.statuses.count == 2)
  }
}
