import MetaLensCore

extension C2PASoftBinding {
  /// The binding in plain words: whose algorithm, a watermark or a
  /// fingerprint, over what, and that metalens cannot check it (it has
  /// none of the algorithms).
  func words(in catalogue: Catalogue) -> String {
    let parts = scopes.isEmpty ? [Scope.whole] : scopes
    var seen: Set<String> = []
    let over = parts.map { scopeWords($0, in: catalogue) }.filter { seen.insert($0).inserted }.joined(separator: ", ")
    switch registered?.kind {
    case .watermark?:
      return catalogue.text(CredentialsWords.watermark(algorithm: registered?.name ?? "", over: over))
    case .fingerprint?:
      return catalogue.text(CredentialsWords.fingerprint(algorithm: registered?.name ?? "", over: over))
    case nil: break
    }
    if let algorithm { return catalogue.text(CredentialsWords.unlistedBinding(algorithm: algorithm, over: over)) }
    return catalogue.text(CredentialsWords.unnamedBinding(over: over))
  }

  private func scopeWords(_ scope: Scope, in catalogue: Catalogue) -> String {
    switch scope {
    case .whole: catalogue.text(CredentialsWords.wholeContent)
    case .region: catalogue.text(CredentialsWords.region)
    case .timespan(let start, let end):
      catalogue.text(CredentialsWords.timespan(start: String(start), end: String(end)))
    case .extent(let extent): extent
    }
  }
}
