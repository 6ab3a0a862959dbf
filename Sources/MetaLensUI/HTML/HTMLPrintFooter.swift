import MetaLensCore

/// The footer of every printed page: the case and examiner, the SHA-256 of
/// the file the page speaks of, and "page x of y", so a loose sheet still
/// says which exhibit it belongs to.
///
/// Drawn by CSS Paged Media margin boxes (`@bottom-left`, `@bottom-right`;
/// CSS Paged Media Module Level 3, section 4), which Chromium prints since
/// version 131 (with `--no-pdf-header-footer` too: that turns off the
/// browser's own header and footer, not the page's). Each file's section is
/// a named page (`page: file-N`, section 7 of the same module), so its pages
/// carry its own hash; the batch table's pages carry the case alone.
enum HTMLPrintFooter {
  /// The `@page` rules for a page with sections `anchors`, whose files have
  /// `hashes` (nil when not computed).
  static func css(anchors: [String], hashes: [String?], context: HTMLContext) -> String {
    let words = context.catalogue
    let right =
      "@bottom-right{content:\(pageNumber(words.text(ExhibitWords.footerPage(page: "{0}", pages: "{1}"))));width:28mm;font-size:8pt;white-space:nowrap}"
    let base = "@page{size:A4;margin:16mm 14mm 18mm;\(box(caseText(context), hash: nil, words))\(right)}"
    let named = zip(anchors, hashes).map { anchor, hash in
      "section#\(anchor){page:\(anchor)}@page \(anchor){\(box(caseText(context), hash: hash, words))\(right)}"
    }
    return ([base] + named).joined(separator: "\n")
  }

  /// The footer's "page {0} of {1}" (`ExhibitWords.footerPage` with the
  /// markers `{0}` and `{1}`) as CSS content: its words as strings, the
  /// markers as the page counters.

  static func pageNumber(_ template: String) -> String {
    let counters = [("{0}", "counter(page)"), ("{1}", "counter(pages)")]
    var pieces: [String] = []
    var literal = ""
    var index = template.startIndex
    while index < template.endIndex {
      if let (token, counter) = counters.first(where: { template[index...].hasPrefix($0.0) }) {
        if !literal.isEmpty { pieces.append(cssString(literal)) }
        literal = ""
        pieces.append(counter)
        index = template.index(index, offsetBy: token.count)
      } else {
        literal.append(template[index])
        index = template.index(after: index)
      }
    }
    if !literal.isEmpty { pieces.append(cssString(literal)) }
    return pieces.joined(separator: " ")
  }

  /// `Case 2026-17 · Examiner Kim`, or nothing.
  private static func caseText(_ context: HTMLContext) -> [String] {
    let words = context.catalogue
    let details = context.caseDetails
    return [
      details.caseID.map { words.text(ExhibitWords.custodyCase) + " " + $0 },
      details.examiner.map { words.text(ExhibitWords.custodyExaminer) + " " + $0 },
    ].compactMap { $0 }
  }

  private static func box(_ caseText: [String], hash: String?, _ words: Catalogue) -> String {
    let parts = caseText + [hash.map { "SHA-256 " + $0 }].compactMap { $0 }
    guard !parts.isEmpty else { return "" }
    return "@bottom-left{content:\(cssString(parts.joined(separator: " · ")));"
      + "width:150mm;font:7pt/1.3 \(HTMLStyle.monospace);color:#59636e}"
  }

  /// `text` as a CSS string (CSS Syntax Level 3, section 4.3.7): control
  /// and bidi characters made visible first (as on the page), then every
  /// ASCII character but letters, digits and a few safe marks written as a
  /// CSS escape (`\3C ` for `<`), so a case number can close neither the
  /// string nor the style sheet.
  static func cssString(_ text: String) -> String {
    var result = "\""
    for scalar in TerminalSafe.escape(text).unicodeScalars {
      let plain = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      if plain || !scalar.isASCII || " .,:-_/#()".unicodeScalars.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
      }
    }
    return result + "\""
  }
}
