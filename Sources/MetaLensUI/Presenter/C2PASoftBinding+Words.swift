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
      return catalogue.text("credentials.soft-binding.watermark", .text(registered?.name ?? ""), .text(over))
    case .fingerprint?:
      return catalogue.text("credentials.soft-binding.fingerprint", .text(registered?.name ?? ""), .text(over))
    case nil: break
    }
    if let algorithm { return catalogue.text("credentials.soft-binding.unlisted", .text(algorithm), .text(over)) }
    return catalogue.text("credentials.soft-binding.unnamed", .text(over))
  }

  private func scopeWords(_ scope: Scope, in catalogue: Catalogue) -> String {
    switch scope {
    case .whole: catalogue.text("credentials.soft-binding.whole")
    case .region: catalogue.text("credentials.soft-binding.region")
    case .timespan(let start, let end):
      catalogue.text("credentials.soft-binding.timespan", .text(String(start)), .text(String(end)))
    case .extent(let extent): extent
    }
  }
}
