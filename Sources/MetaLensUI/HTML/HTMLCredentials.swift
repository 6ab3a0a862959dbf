/// The active C2PA manifest on the page: the check's result, the signer,
/// actions, ingredients and failures, as the text report lists them.
struct HTMLCredentials: HTMLComponent {
  let model: CredentialsViewModel?

  func render(in context: HTMLContext) -> String {
    guard let model else { return "" }
    let groups: [(String, [String])] = [
      (context.catalogue.text(CredentialsWords.signedBy), model.signer.map { [$0] } ?? []),
      (context.catalogue.text(IdentityWords.heading), model.identities),
      (context.catalogue.text(CredentialsWords.actions), model.actions),
      (context.catalogue.text(CredentialsWords.ingredients), model.ingredients),
      (context.catalogue.text(CredentialsWords.softBindings), model.softBindings),
      (context.catalogue.text(CredentialsWords.timeStamps), model.timeStamps),
      (context.catalogue.text(CredentialsWords.certificateStatus), model.certificateStatus),
      (context.catalogue.text(CredentialsWords.failed), model.failures),
    ]
    let lists = groups.filter { !$0.1.isEmpty }.map { label, items in
      "<dt>\(label)</dt><dd><ul>" + items.map { "<li class=\"value\">\(HTMLText.escape($0))</li>" }.joined()
        + "</ul></dd>"
    }.joined()
    let state = model.failed ? "low" : "high"
    return
      "<h2>\(HTMLText.escape(context.catalogue.text(CredentialsWords.title)))</h2><p class=\"verdict \(state)\">\(HTMLText.escape(model.state))</p>"
      + "<p>\(HTMLText.escape(model.explanation))</p><div class=\"card\"><dl>\(lists)</dl></div>"
  }
}
