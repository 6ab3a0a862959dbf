import MetaLensCore

/// Chain of custody: which file (name, size, SHA-256 of the bytes as read),
/// when, by which version and with which options, and that it was only read;
/// first, the case it belongs to, when the examiner named one.
struct HTMLCustodyHeader: HTMLComponent {
  let model: HTMLReportModel

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    let details = context.caseDetails
    let given: [(String, String?)] = [("case", details.caseID), ("examiner", details.examiner), ("note", details.note)]
    let rows: [(String, String)] =
      given.compactMap { key, value in value.map { (key, $0) } } + [
        ("file", model.fileName), ("path", model.report.title), ("size", model.fileSize),
        ("sha256", model.exhibit?.sha256 ?? words.text("html.custody.not-computed")),
        ("examined", context.examinedAt + " (UTC)"), ("tool", "MetaLens " + context.version),
        ("options", context.options),
      ]
    let items = rows.map { key, value in
      "<dt>\(HTMLText.escape(words.text("html.custody.\(key)")))</dt><dd class=\"value\">\(HTMLText.escape(value))</dd>"
    }.joined()
    return """
      <div class="custody"><dl>\(items)</dl>
      <p class="readonly">\(HTMLText.escape(words.text("html.custody.readonly")))</p></div>
      """
  }
}
