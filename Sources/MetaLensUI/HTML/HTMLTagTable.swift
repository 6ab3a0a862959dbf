/// Every tag in file order, folded away until asked for (and unfolded when
/// printed).
struct HTMLTagTable: HTMLComponent {
  let tags: [HTMLReportModel.Tag]

  func render(in context: HTMLContext) -> String {
    guard !tags.isEmpty else { return "" }
    let rows = tags.map {
      "<tr><td>\(HTMLText.escape($0.group))</td><td>\(HTMLText.escape($0.name))</td>"
        + "<td class=\"value\">\(HTMLText.escape($0.value))</td></tr>"
    }.joined()
    let words = context.catalogue
    let heads = [HTMLWords.tagsGroup, .tagsTag, .tagsValue].map { "<th>\(HTMLText.escape(words.text($0)))</th>" }
      .joined()
    return "<h2>\(HTMLText.escape(words.text(HTMLWords.tagsTitle)))</h2><details><summary>"
      + words.text(HTMLWords.tagsSummary(count: tags.count)) + "</summary>"
      + "<table><tr>\(heads)</tr>\(rows)</table></details>"
  }
}
