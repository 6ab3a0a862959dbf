import MetaLensCore

/// The appendix a reader without a terminal needs: the Why and Limits of
/// each rule that fired (the guide's own words, from `GuidePresenter`), how
/// each image-data and Content Credentials check works and what it follows,
/// and what this examination cannot tell.
struct HTMLAppendix: HTMLComponent {
  let model: HTMLReportModel

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    var parts = [
      "<section class=\"appendix\"><h2>\(HTMLText.escape(words.text(ExhibitWords.appendixTitle)))</h2>",
      "<p>\(HTMLText.escape(words.text(ExhibitWords.appendixIntro)))</p>",
    ]
    if !model.firedRules.isEmpty {
      let rules = model.firedRules.map { rule in
        "<dt>\(HTMLText.escape(rule.title)) <span class=\"source value\">\(HTMLText.escape(rule.id))</span></dt>"
          + "<dd>\(HTMLText.escape(words.text(GuideWords.why) + rule.explanation))</dd>"
          + "<dd class=\"limits\">\(HTMLText.escape(words.text(GuideWords.limits) + rule.limits))</dd>"
      }
      parts.append(
        "<h3>\(HTMLText.escape(words.text(ExhibitWords.appendixRules)))</h3><dl>\(rules.joined())</dl>")
    }
    if !model.methods.isEmpty {
      let methods = model.methods.map { method in
        let language = words.language
        let source = words.text(ExhibitWords.appendixSource(method.source(language)))
        return
          "<dt>\(HTMLText.escape(method.title(language)))</dt><dd>\(HTMLText.escape(method.howItWorks(language)))"
          + " <span class=\"source\">\(HTMLText.escape(source))</span></dd>"
      }
      parts.append(
        "<h3>\(HTMLText.escape(words.text(ExhibitWords.appendixMethods)))</h3><dl>\(methods.joined())</dl>")
    }
    parts.append(
      "<h3>\(HTMLText.escape(words.text(ExhibitWords.cannotTell)))</h3><ul class=\"limits\">"
        + model.limits.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul></section>")
    return parts.joined(separator: "\n")
  }
}
