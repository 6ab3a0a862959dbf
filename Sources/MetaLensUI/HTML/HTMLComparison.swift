import MetaLensCore

/// The compare page's own part, above the two files' reports: the relation
/// (and why, when undetermined), which files (path and SHA-256), the
/// geometry and the copy's encoding, the pictures with the regions drawn
/// (`HTMLComparedPictures`), the regions numbered as drawn, and the metadata
/// that differs. Worded by `CompareText` and `CompareWords`, as the text
/// output is, so the page and the terminal cannot disagree.
struct HTMLComparison: HTMLComponent {
  let comparison: PictureComparison

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    let relationClass: String =
      switch comparison.relation {
      case .identical, .derived: comparison.regions.isEmpty ? "high" : "medium"
      case .unrelated: "low"
      case .undetermined: "unscored"
      }
    var parts = [
      "<p class=\"verdict \(relationClass)\">\(HTMLText.escape(words.text(CompareWords.relation(comparison.relation))))</p>"
    ]
    if let why = comparison.why {
      parts.append("<p class=\"meaning\">\(HTMLText.escape(words.text(CompareWords.reason(why: words.text(why)))))</p>")
    }
    let files: [(CompareWords, Inspection, String)] = [
      (.originalLabel, comparison.original, comparison.originalSHA256),
      (.copyLabel, comparison.copy, comparison.copySHA256),
    ]
    let rows = files.map { label, inspection, sha256 in
      "<dt>\(HTMLText.escape(words.text(label)))</dt><dd class=\"value\">\(HTMLText.escape(inspection.file.path))"
        + "<br>SHA-256 \(sha256)</dd>"
    }
    parts.append("<div class=\"custody\"><dl>" + rows.joined() + "</dl></div>")
    let facts = CompareText.facts(comparison, catalogue: words)
    if !facts.isEmpty {
      parts.append("<ul>" + facts.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>")
    }
    parts.append(HTMLComparedPictures(comparison: comparison).render(in: context))
    if comparison.relation == .derived {
      parts.append("<h2>\(HTMLText.escape(words.text(CompareWords.regionsTitle)))</h2>")
      if comparison.regions.isEmpty {
        parts.append("<p>\(HTMLText.escape(words.text(CompareWords.noRegions)))</p>")
      } else {
        parts.append(
          "<p>\(HTMLText.escape(words.text(CompareWords.regions(count: comparison.regions.count))))</p><ol>"
            + comparison.regions.map { "<li>\(HTMLText.escape(CompareText.region($0, catalogue: words)))</li>" }
            .joined() + "</ol>")
      }
    }
    parts.append(metadata(words))
    return parts.joined(separator: "\n")
  }

  /// The metadata that differs, as a table: field, original, copy.
  private func metadata(_ words: Catalogue) -> String {
    let title = "<h2>\(HTMLText.escape(words.text(CompareWords.metadataTitle)))</h2>"
    guard !comparison.metadata.isEmpty else {
      return title + "<p>\(HTMLText.escape(words.text(CompareWords.noMetadataDifference)))</p>"
    }
    let header = [CompareWords.fieldLabel, .originalLabel, .copyLabel].map {
      "<th>\(HTMLText.escape(words.text($0)))</th>"
    }.joined()
    let rows = comparison.metadata.map { difference in
      let worded = CompareWords.difference(difference, catalogue: words)
      return "<tr><td>\(HTMLText.escape(worded.field))</td>"
        + "<td class=\"value\">\(HTMLText.escape(worded.original))</td>"
        + "<td class=\"value\">\(HTMLText.escape(worded.copy))</td></tr>"
    }.joined()
    return title + "<p>\(HTMLText.escape(words.text(CompareWords.metadataDiffers)))</p>"
      + "<table><tr>\(header)</tr>\(rows)</table>"
  }
}
