/// Every tag in file order, folded away until asked for (and unfolded when
/// printed).
struct HTMLTagTable: HTMLComponent {
  let tags: [ReportViewModel.Tag]

  func render(in context: HTMLContext) -> String {
    guard !tags.isEmpty else { return "" }
    let rows = tags.map {
      "<tr><td>\(HTMLText.escape($0.group))</td><td>\(HTMLText.escape($0.name))</td>"
        + "<td class=\"value\">\(HTMLText.escape($0.value))</td></tr>"
    }.joined()
    return "<h2>Every tag</h2><details><summary>\(tags.count) tags, as <code>metalens tags</code> lists them</summary>"
      + "<table><tr><th>Group</th><th>Tag</th><th>Value</th></tr>\(rows)</table></details>"
  }
}
