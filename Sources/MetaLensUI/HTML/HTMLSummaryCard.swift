import MetaLensCore

/// The summary card as a definition list. The map address is the only
/// link, and only when metalens built it from the GPS numbers.
struct HTMLSummaryCard: HTMLComponent {
  let rows: [ReportViewModel.Row]
  /// The map address metalens built from the GPS numbers.
  var mapURL: String? = nil

  func render(in context: HTMLContext) -> String {
    let items = rows.map { row in
      let value =
        row.label == "Map" && HTMLText.isOwnMapLink(row.value)
        ? "<a href=\"\(row.value)\" rel=\"noreferrer\">\(HTMLText.escape(row.value))</a>"
        : HTMLText.escape(row.value)
      return "<dt>\(HTMLText.escape(row.label))</dt><dd class=\"value\">\(value)</dd>"
    }.joined()
    let map = mapURL.flatMap { url in
      HTMLText.isOwnMapLink(url)
        ? "<dt>\(HTMLText.escape(context.catalogue.text(ReportWords.map)))</dt><dd class=\"value\"><a href=\"\(url)\" rel=\"noreferrer\">\(HTMLText.escape(url))</a></dd>"
        : nil
    }
    return
      "<h2>\(HTMLText.escape(context.catalogue.text(ReportWords.summary)))</h2><div class=\"card\"><dl>\(items)\(map ?? "")</dl></div>"
  }
}
