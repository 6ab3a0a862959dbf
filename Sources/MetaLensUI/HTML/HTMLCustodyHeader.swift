import MetaLensCore

/// Chain of custody: which file (name, size, SHA-256 of the bytes as read),
/// when, by which version and with which options, and that it was only read;
/// first, the case it belongs to, when the examiner named one.
struct HTMLCustodyHeader: HTMLComponent {
  let model: HTMLReportModel

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    let details = context.caseDetails
    let given: [(ExhibitWords, String?)] = [
      (.custodyCase, details.caseID), (.custodyExaminer, details.examiner), (.custodyNote, details.note),
    ]
    let caseRows = given.compactMap { label, value in value.map { (words.text(label), $0) } }
    let rows: [(HTMLWords, String)] = [
      (.custodyFile, model.fileName), (.custodyPath, model.report.title), (.custodySize, model.fileSize),
      (.custodySHA256, model.exhibit?.sha256 ?? words.text(HTMLWords.notComputed)),
      (.custodyExamined, context.examinedAt + " (UTC)"), (.custodyTool, "MetaLens " + context.version),
      (.custodyOptions, context.options),
    ]
    let items = (caseRows + rows.map { (words.text($0.0), $0.1) }).map { label, value in
      "<dt>\(HTMLText.escape(label))</dt><dd class=\"value\">\(HTMLText.escape(value))</dd>"
    }.joined()
    return """
      <div class="custody"><dl>\(items)</dl>
      <p class="readonly">\(HTMLText.escape(words.text(HTMLWords.readOnly)))</p></div>
      """
  }
}
