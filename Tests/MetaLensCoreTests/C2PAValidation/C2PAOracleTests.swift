import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Compares the manifests metalens reads with c2pa-rs's reader (the
/// reference implementation, through c2pa-python) on every corpus file that
/// has a C2PA oracle: presence, active manifest label, claim generator and
/// the active manifest's actions.
@Suite("C2PA manifests agree with c2pa-rs", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct C2PAOracleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let entry: Corpus.Entry
    var testDescription: String { entry.path }
  }

  static let cases: [Case] = ((try? Corpus.entries()) ?? []).filter { (try? Corpus.c2pa($0)) != nil }.map(Case.init)

  @Test("the corpus holds the C2PA oracle files")
  func corpusHasOracles() {
    #expect(Self.cases.count >= 30)
  }

  @Test("presence, active manifest, claim generator and actions match", arguments: cases)
  func agrees(_ item: Case) throws {
    let oracle = try #require(try Corpus.c2pa(item.entry))
    let metadata = try PhotoMetadataService().read(path: Corpus.filePath(item.entry))
    let store = metadata.c2pa
    guard let active = oracle["active_manifest"] as? String,
      let manifests = oracle["manifests"] as? [String: [String: Any]], let expected = manifests[active]
    else {
      // c2pa-rs found no manifest it could read, or only a remote one.
      let message = oracle["message"] as? String ?? ""
      if message.contains("no JUMBF data") || message.contains("remote manifest") {
        #expect(store?.manifests.isEmpty ?? true, "metalens reads a manifest c2pa-rs does not see")
      }
      return
    }
    let ours = try #require(store?.activeManifest, "c2pa-rs reads \(active); metalens reads none")
    #expect(ours.label == active)
    let generator =
      expected["claim_generator"] as? String
      ?? ((expected["claim_generator_info"] as? [[String: Any]])?.first).map { info in
        [info["name"] as? String, info["version"] as? String].compactMap { $0 }.joined(separator: " ")
      }
    #expect(ours.claimGenerator == generator)
    let assertions = expected["assertions"] as? [[String: Any]] ?? []
    let actions = assertions.filter { ($0["label"] as? String)?.hasPrefix("c2pa.actions") == true }
      .flatMap { (($0["data"] as? [String: Any])?["actions"] as? [[String: Any]]) ?? [] }
    #expect(ours.actions.map(\.action) == actions.compactMap { $0["action"] as? String })
    #expect(
      ours.actions.map(\.digitalSourceType) == actions.map { $0["digitalSourceType"] as? String },
      "digital source types")
    if let signature = expected["signature_info"] as? [String: Any] {
      #expect(ours.signer?.commonName == signature["common_name"] as? String, "signer")
      // c2pa-rs's `issuer` is the organisation of the signing certificate's
      // subject, not of its issuer.
      #expect(ours.signer?.organization == signature["issuer"] as? String, "signer organisation")
      if let time = signature["time"] as? String { #expect(ours.signer?.timeStamp == time, "time-stamp") }
    }
  }
}
