import MetaLensCore

/// The active C2PA manifest: the check's result, the signer, the actions
/// (with digital source type and software agent) and ingredients, and each
/// failure with its c2pa-rs code.
public struct CredentialsSection: TextComponent {
  public let model: CredentialsViewModel

  public init(model: CredentialsViewModel) { self.model = model }

  public func render(in context: RenderContext) -> String {
    let symbols = context.symbols
    let (symbol, color): (String, TextStyle) = model.failed ? (symbols.warning, .red) : (symbols.positive, .green)
    let catalogue = context.catalogue
    var lines = [context.styled(catalogue.text(CredentialsWords.title), .bold)]
    let head = TextLayout.wrap(TerminalSafe.escape(symbols.plain(model.state)), to: context.width - 3)
    for (index, line) in head.enumerated() {
      lines.append((index == 0 ? " " + context.styled(symbol, color) + " " : "   ") + context.styled(line, .bold))
    }
    lines += TextLayout.wrap(symbols.plain(model.explanation), to: context.width - 3).map { "   " + $0 }
    let groups: [(String, [String])] = [
      (catalogue.text(CredentialsWords.signedBy), model.signer.map { [$0] } ?? []),
      (catalogue.text(IdentityWords.heading), model.identities),
      (catalogue.text(CredentialsWords.actions), model.actions),
      (catalogue.text(CredentialsWords.ingredients), model.ingredients),
      (catalogue.text(CredentialsWords.softBindings), model.softBindings),
      (catalogue.text(CredentialsWords.timeStamps), model.timeStamps),
      (catalogue.text(CredentialsWords.certificateStatus), model.certificateStatus),
      (catalogue.text(CredentialsWords.failed), model.failures),
    ]
    for (label, items) in groups where !items.isEmpty {
      lines.append("   " + context.styled(label, .dim))
      for item in items {
        lines += TextLayout.hanging("     " + symbols.bullet + " ", TerminalSafe.escape(item), width: context.width)
      }
    }
    return lines.joined(separator: "\n")
  }
}
