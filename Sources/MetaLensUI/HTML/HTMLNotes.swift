/// The reading notices, and what metadata cannot tell: the paragraphs a
/// reader needs so as not to over-read the score.
struct HTMLNotes: HTMLComponent {
  let messages: [String]
  let limits: [String]
  let footer: String

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    var parts: [String] = []
    if !messages.isEmpty {
      parts.append(
        "<h2>\(HTMLText.escape(words.text(ReportWords.noticesTitle)))</h2><p>\(HTMLText.escape(words.text(ReportWords.noticesIntro)))</p>"
          + "<ul class=\"notices\">" + messages.map { "<li class=\"value\">\(HTMLText.escape($0))</li>" }.joined()
          + "</ul>")
    }
    parts.append(
      "<h2>\(HTMLText.escape(words.text(GuideWords.cannotTell)))</h2><ul class=\"limits\">"
        + limits.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>")
    parts.append("<p class=\"limits\">\(HTMLText.escape(footer))</p>")
    return parts.joined(separator: "\n")
  }
}
