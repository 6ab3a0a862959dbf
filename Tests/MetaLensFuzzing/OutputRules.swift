import Foundation
import MetaLensTestSupport
import MetaLensUI

/// The checks `PipelineCheck` applies to each output, each returning what
/// it found wrong.
enum OutputRules {
  /// Text for a terminal: no control characters but line breaks, no bidi
  /// overrides, and (with a width) no line wider than it.
  static func terminalText(_ text: String, width: Int?, _ what: String) -> [String] {
    var problems: [String] = []
    if let scalar = text.unicodeScalars.first(where: isUnsafe) {
      problems.append("\(what): raw U+\(String(scalar.value, radix: 16, uppercase: true)) reaches the terminal")
    }
    if let width {
      // The map link is whole on its own line, so it stays clickable; its
      // label is in the report's language (`Map`, `지도`).
      for line in text.split(separator: "\n")
      where TextLayout.width(of: String(line)) > width && !Self.isMapLine(line) {
        problems.append("\(what): line wider than \(width): \(line)")
      }
    }
    return problems
  }

  /// `Map https://www.openstreetmap.org/…`, the label in any language.
  static func isMapLine(_ line: Substring) -> Bool {
    let parts = line.split(separator: " ", maxSplits: 1)
    return parts.count == 2 && parts[1].hasPrefix("https://www.openstreetmap.org/") && !parts[1].contains(" ")
  }

  /// An HTML section: every tag is one the components write (file text is
  /// escaped, so it can open none), no event attribute, every `src` and
  /// `href` a picture, an anchor or metalens's map link, and no control
  /// character or bidi override on the page.
  static func html(_ text: String) -> [String] {
    var problems = terminalText(text.replacing("\n", with: " "), width: nil, "html")
    for tag in text.matches(of: #/<([A-Za-z][A-Za-z0-9]*)([^>]*)>/#) {
      let name = tag.output.1.lowercased()
      if !htmlTags.contains(name) { problems.append("html: a <\(name)> tag reaches the page") }
      let attributes = String(tag.output.2)
      if attributes.contains(#/\son[a-zA-Z]+=/#) { problems.append("html: an event attribute in <\(name)>") }
      for address in attributes.matches(of: #/(?:src|href)="([^"]*)"/#) {
        let value = address.output.1
        if !(value.hasPrefix("data:image/") || value.hasPrefix("#")
          || value.hasPrefix("https://www.openstreetmap.org/?mlat="))
        {
          problems.append("html: an address \(value.prefix(40)) in <\(name)>")
        }
      }
    }
    return problems
  }

  /// The tags the HTML components write.
  static let htmlTags: Set<String> = [
    "section", "h1", "h2", "h3", "div", "dl", "dt", "dd", "p", "span", "svg", "rect", "figure", "img", "figcaption",
    "ul", "li", "br", "table", "tr", "th", "td", "details", "summary", "code", "a", "text", "ol", "image", "g", "use",
  ]

  static func json(_ text: String, _ what: String) -> [String] {
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil else {
      return ["\(what): not valid JSON"]
    }
    return []
  }

  static func csv(_ row: String) -> [String] {
    let rows = CSVReader.rows(row + "\n")
    guard rows.count == 1, rows[0].count == CSVFormat.columns.count else {
      return ["csv: \(rows.map(\.count)) fields instead of one row of \(CSVFormat.columns.count)"]
    }
    return []
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
