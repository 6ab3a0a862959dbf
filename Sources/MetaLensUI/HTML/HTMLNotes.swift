/// The reading notices: problems met while reading, which a reader needs so
/// as not to over-read the score. (What the examination cannot tell is in
/// the appendix; the terminal's "Run 'metalens guide'" is not on a page
/// read without a terminal.)
struct HTMLNotes: HTMLComponent {
  let messages: [String]

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    var parts: [String] = []
    if !messages.isEmpty {
      parts.append(
        "<h2>\(HTMLText.escape(words.text(ReportWords.noticesTitle)))</h2><p>\(HTMLText.escape(words.text(ReportWords.noticesIntro)))</p>"
          + "<ul class=\"notices\">" + messages.map { "<li class=\"value\">\(HTMLText.escape($0))</li>" }.joined()
          + "</ul>")
    }
    return parts.joined(separator: "\n")
  }
}
