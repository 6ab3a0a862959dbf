import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// The validation of every corpus file with a C2PA oracle against c2pa-rs's
/// own results, without trust anchors and with the c2pa-rs test roots: the
/// state and every failure code of the active manifest and of the
/// ingredients' deltas must agree. The
/// exceptions are listed with their reason and printed.
@Suite("C2PA validation agrees with c2pa-rs", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct C2PAValidationOracleTests {
  /// Files whose difference is known, and why.
  static func exception(_ oracle: [String: Any], metadata: PhotoMetadata) -> String? {
    if oracle["validation_state"] == nil, metadata.c2pa?.activeManifest != nil {
      return
        "c2pa-rs refused the file (\(oracle["message"] as? String ?? "an error")); metalens validates it and finds it invalid"
    }
    return nil
  }

  @Test("a trusted signer whose credential is only Valid (a CAWG identity failed) is not called untrusted")
  func trustedSignerValid() throws {
    let url = try #require(Corpus.c2paTestAnchors)
    let trust = try C2PATrustList(extra: [("c2pa-rs test roots", try String(contentsOf: url, encoding: .utf8))])
    let inspector = Inspector(options: InspectionOptions(trust: trust))
    var checked = 0
    for entry in try Corpus.entries() where entry.path.hasSuffix("C_with_CAWG_data.jpg") {
      let inspection = try inspector.inspect(Corpus.filePath(entry))
      let validation = try #require(inspection.analysis.c2pa)
      #expect(validation.state == .valid && validation.signerTrusted)
      for language in Language.allCases {
        let catalogue = Catalogue.of(language)
        let explanation = inspection.provenance.validationExplanation(in: catalogue)
        #expect(
          explanation
            == catalogue.text(
              ProvenanceWords.validSignerTrustedBut(
                list: "c2pa-rs test roots", failure: catalogue.text(validation.failures[0]))))
        #expect(Provenance.stateWords(validation, in: catalogue) == catalogue.text(ProvenanceWords.validSignerTrusted))
      }
      checked += 1
    }
    #expect(checked >= 1, "C_with_CAWG_data.jpg is in the corpus")
  }

  /// The explanation names the list that holds the signer's anchor, not
  /// the first list loaded (the C2PA Trust List, which trusts none of the
  /// c2pa-rs fixtures' signers).
  @Test("a signer trusted through a list given by the user is credited to that list, not the C2PA Trust List")
  func trustedByTheListThatHoldsItsAnchor() throws {
    let url = try #require(Corpus.c2paTestAnchors)
    let trust = try C2PATrustList(extra: [("c2pa-rs test roots", try String(contentsOf: url, encoding: .utf8))])
    let inspector = Inspector(options: InspectionOptions(trust: trust))
    var trusted = 0
    for entry in try Corpus.entries() where entry.path.hasSuffix("c2pa-rs/sdk/tests/fixtures/C.jpg") {
      let inspection = try inspector.inspect(Corpus.filePath(entry))
      #expect(inspection.analysis.c2pa?.state == .trusted)
      for language in Language.allCases {
        let catalogue = Catalogue.of(language)
        #expect(
          inspection.provenance.validationExplanation(in: catalogue)
            == catalogue.text(ProvenanceWords.validAndTrusted(list: "c2pa-rs test roots")))
      }
      trusted += 1
    }
    #expect(trusted == 1, "C.jpg is in the corpus")
  }

  @Test("state and failure codes, without anchors and with the c2pa-rs test roots", arguments: [false, true])
  func agreement(anchored: Bool) throws {
    var trust = C2PATrustList.standard
    if anchored {
      let url = try #require(Corpus.c2paTestAnchors)
      trust = try C2PATrustList(extra: [("c2pa-rs test roots", try String(contentsOf: url, encoding: .utf8))])
    }
    // The day the agreement was measured, not today: a signer certificate
    // without a time-stamp is judged at this time, as c2pa-rs judged it when
    // the oracle was made, so the test does not change with the calendar.
    let measured = try #require(ISO8601DateFormatter().date(from: "2026-11-23T00:00:00Z"))
    let inspector = Inspector(options: InspectionOptions(trust: trust, validationTime: measured))
    var agreed = 0
    var excused: [String] = []
    var verifiedTimeStamps = 0
    var table: [String] = []
    for entry in try Corpus.entries() {
      guard let oracle = try Corpus.c2pa(entry, anchored: anchored) else { continue }
      let inspection = try inspector.inspect(Corpus.filePath(entry))
      let expectedState = (oracle["validation_state"] as? String)?.lowercased() ?? "none"
      let results = (oracle["validation_results"] as? [String: Any])?["activeManifest"] as? [String: Any]
      let expectedFailures = ((results?["failure"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String }
        .sorted()
      let validation = inspection.analysis.c2pa
      let state = validation?.state.rawValue ?? "none"
      let failures = (validation?.failures.map(\.code) ?? []).sorted()
      // Time-stamp codes of every kind (c2pa-rs reports a failed token as
      // informational), apart from the "legacy" trust c2pa-rs grants the
      // authority of a v1 claim's stamp without judging it, which metalens
      // does not claim.
      let expectedTimeStamps = ["success", "informational", "failure"].flatMap {
        ((results?[$0] as? [[String: Any]]) ?? []).filter {
          ($0["code"] as? String)?.hasPrefix("timeStamp.") == true
            && ($0["explanation"] as? String)?.hasPrefix("legacy") != true
        }.compactMap { $0["code"] as? String }
      }.sorted()
      let timeStamps = (validation?.statuses.map(\.code) ?? []).filter { $0.hasPrefix("timeStamp.") }.sorted()
      // The failures of the ingredients' deltas (issue 32), as c2pa-rs
      // reports them apart from the active manifest's.
      let deltas = (oracle["validation_results"] as? [String: Any])?["ingredientDeltas"] as? [[String: Any]] ?? []
      let expectedIngredientFailures = deltas.flatMap {
        (($0["validationDeltas"] as? [String: Any])?["failure"] as? [[String: Any]] ?? []).compactMap {
          $0["code"] as? String
        }
      }.sorted()
      let ingredientFailures = (validation?.ingredientDeltas ?? []).flatMap(\.failures).map(\.code).sorted()
      let same =
        state == expectedState && failures == expectedFailures && timeStamps == expectedTimeStamps
        && ingredientFailures == expectedIngredientFailures
      table.append(
        "\(same ? "=" : "≠") \(entry.path): c2pa-rs \(expectedState) \(expectedFailures) \(expectedTimeStamps) "
          + "\(expectedIngredientFailures); metalens \(state) \(failures) \(timeStamps) \(ingredientFailures)")
      if timeStamps.contains("timeStamp.validated") { verifiedTimeStamps += 1 }
      if same {
        agreed += 1
      } else if let reason = Self.exception(oracle, metadata: inspection.metadata) {
        excused.append("\(entry.path): \(reason)")
      } else {
        Issue.record(
          "disagrees with c2pa-rs: \(entry.path): c2pa-rs \(expectedState) \(expectedFailures); metalens \(state) \(failures)"
        )
      }
    }
    print(
      "C2PA validation against c2pa-rs (\(anchored ? "c2pa-rs test roots as anchors" : "no anchors")): \(agreed) agree, \(excused.count) excused; \(verifiedTimeStamps) time-stamps verified"
    )
    print(table.joined(separator: "\n"))
    print(excused.map { "  excused: " + $0 }.joined(separator: "\n"))
    #expect(agreed >= 33)
    #expect(verifiedTimeStamps >= 16, "time-stamps verified: \(verifiedTimeStamps)")
  }

  @Test("the bundled C2PA Trust List parses whole")
  func bundledList() throws {
    #expect(C2PATrustList.standard.count == 30)
  }
}
