import MetaLensCore

/// Flags with their points, detail and evidence (a table of source, tag and
/// value: what a reader can check with another tool).
struct HTMLFlagsList: HTMLComponent {
  let title: String
  let flags: [OriginalityFlag]
  /// The report's regions, named under the flag that points at each.
  var regions: [PictureRegion] = []

  func render(in context: HTMLContext) -> String {
    guard !flags.isEmpty else { return "" }
    let items = flags.map { flag in
      let kind = flag.isPositive ? "positive" : flag.severity.rawValue
      let points = flag.isPositive ? "" : "<span class=\"points\">\(flag.points)</span>"
      let evidence =
        flag.evidence.isEmpty
        ? ""
        : "<table class=\"evidence\">"
          + flag.evidence.map {
            "<tr><td>\(HTMLText.escape($0.source))</td><td>\(HTMLText.escape($0.tag))</td>"
              + "<td class=\"value\">\(HTMLText.escape($0.value))</td></tr>"
          }.joined() + "</table>"
      let (title, detail) = (context.catalogue.title(of: flag), context.catalogue.text(flag.words))
      let places = regions.enumerated().filter { $0.element.rule == flag.id }.map {
        "<br><span class=\"region-name\">"
          + HTMLText.escape(PictureRegionText.line($0.element, number: $0.offset + 1, catalogue: context.catalogue))
          + "</span>"
      }.joined()
      return "<li class=\"\(kind)\">\(points)<span class=\"flag-title\">\(HTMLText.escape(title))</span>"
        + "<br>\(HTMLText.escape(detail))\(places)\(evidence)</li>"
    }.joined()
    return "<h2>\(HTMLText.escape(title))</h2><ul class=\"flags\">\(items)</ul>"
  }
}
