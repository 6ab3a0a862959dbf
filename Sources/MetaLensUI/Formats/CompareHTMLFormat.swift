import MetaLensCore

/// `metalens compare --html`: one self-contained page to hand over (issue
/// 30): the comparison first (`HTMLComparison`: relation, geometry, both
/// pictures aligned with the regions drawn, the difference map, the
/// metadata that differs), then each file's section as `inspect --html`
/// writes it (custody with its SHA-256, its pictures, flags and tags), so
/// the reader has both examinations on one page, written once around the
/// two sections with the inspect page's head, style sheet and printed
/// footers. Not a `DocumentFormat`: a section's picture id depends on its
/// place (original or copy), not on its path, which is one path when a file
/// is compared with itself, so the page is made whole by `page()`.
public struct CompareHTMLFormat: Sendable {
  public let comparison: PictureComparison
  public let context: HTMLContext

  public init(comparison: PictureComparison, context: HTMLContext) {
    self.comparison = comparison
    self.context = context
  }

  /// The files' sections are the inspect page's.
  private var files: HTMLFormat { HTMLFormat(context: context, single: false) }

  /// The comparison, then `sections` (the original's, then the copy's).
  private func document(_ sections: [HTMLSection]) -> String {
    let words = context.catalogue
    let anchors = sections.indices.map { "file-\($0 + 1)" }
    let footers = HTMLPrintFooter.css(
      anchors: ["comparison"] + anchors, hashes: [nil] + sections.map(\.sha256), context: context)
    var page = HTMLPage.head(title: words.text(CompareWords.pageTitle), language: context.language, printCSS: footers)
    page +=
      "<section class=\"file\" id=\"comparison\"><h1>\(HTMLText.escape(words.text(CompareWords.pageTitle)))</h1>\n"
      + HTMLComparison(comparison: comparison).render(in: context) + "\n</section>\n"
    page += zip(sections, anchors).map { $0.html(anchor: $1) }.joined(separator: "\n") + "\n" + HTMLPage.tail
    return page
  }

  /// The whole page: the comparison and both files' sections, each file's
  /// picture drawn in its section under the id the comparison's figures
  /// reference, so that each preview's bytes are in the page once.
  public func page() -> String {
    let ids = HTMLComparedPictures.pictureIDs
    return document(
      [
        files.section(comparison.original, pictureID: ids.original),
        files.section(comparison.copy, pictureID: ids.copy),
      ])
  }
}
