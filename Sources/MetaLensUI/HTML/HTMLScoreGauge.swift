import MetaLensCore

/// The score as a drawn bar (inline SVG) with the number, the verdict and
/// what it means, in the band's colour; an unscored verdict gets an empty
/// grey bar and words instead of a number.
struct HTMLScoreGauge: HTMLComponent {
  let gauge: ReportViewModel.Gauge

  func render(in context: HTMLContext) -> String {
    let band = gauge.band.map(\.rawValue) ?? "unscored"
    let filled = gauge.band == nil ? 0 : gauge.score * 3
    let label = gauge.band == nil ? context.catalogue.text(ReportWords.unscored) : "\(gauge.score)/100"
    let svg = """
      <svg role="img" aria-label="\(HTMLText.escape(label))" width="300" height="28" viewBox="0 0 300 28"><rect x="0" y="4" width="300" height="20" rx="4" fill="#eaeef2"/>\
      <rect class="\(band)" x="0" y="4" width="\(filled)" height="20" rx="4" fill="currentColor"/></svg>
      """
    return """
      <div class="gauge \(band)">\(svg)<span class="verdict">\(HTMLText.escape(label))</span></div>
      <p class="verdict \(band)">\(HTMLText.escape(gauge.verdict))</p><p class="meaning">\(HTMLText.escape(gauge.meaning))</p>
      """
  }
}
