extension C2PAValidator.Run {
  /// The actions an update manifest may record (C2PA 2.1, "Update
  /// Manifests"): it changes what is said about the asset, never the asset,
  /// so only metadata edits, opening, publishing and redaction.
  static let updateActions: Set<String> = ["c2pa.edited.metadata", "c2pa.opened", "c2pa.published", "c2pa.redacted"]

  /// An update manifest (`c2um`) whose actions assertions record another
  /// action is `manifest.update.invalid`, once for the manifest, as c2pa-rs
  /// 0.91.3 reports it (measured on the `update-manifest-*` fixtures: one
  /// failure at the manifest's URL however many actions are not allowed).
  /// Its missing hard binding is no failure (`C2PAValidator.validate` does
  /// not look for one).
  mutating func updateManifest(_ claim: CBORValue, in manifest: JUMBFBox) {
    guard manifest.typeName == "c2um" else { return }
    let keys = claimVersion < 2 ? ["assertions"] : ["created_assertions", "gathered_assertions"]
    let names = keys.flatMap { actionsAssertions(claim, $0, in: manifest) }.flatMap(\.actions).map {
      $0["action"]?.text ?? ""
    }
    var seen: Set<String> = []
    let forbidden = names.filter { !Self.updateActions.contains($0) && seen.insert($0).inserted }
    guard !forbidden.isEmpty else { return }
    add(
      "manifest.update.invalid", .failure, url: manifestURL,
      "an update manifest may record only metadata edits, opening, publishing and redaction, not "
        + forbidden.joined(separator: ", "))
  }
}
