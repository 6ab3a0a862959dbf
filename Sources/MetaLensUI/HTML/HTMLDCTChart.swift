import MetaLensCore

/// For a JPEG compressed twice, the histogram of one DCT coefficient as an
/// inline SVG bar chart: the periodic gaps and peaks a second compression
/// leaves are easier to see than to read.
struct HTMLDCTChart: HTMLComponent {
  let analysis: ImageDataAnalysis?

  func render(in context: HTMLContext) -> String {
    guard let analysis, analysis.doubleCompressed, !analysis.histogram.isEmpty,
      let highest = analysis.histogram.max(), highest > 0
    else { return "" }
    let width = 16
    let height = 120
    let bars = analysis.histogram.enumerated().map { index, count in
      let bar = max(1, count * height / highest)
      return
        "<rect x=\"\(index * width + 2)\" y=\"\(height - bar)\" width=\"\(width - 4)\" height=\"\(bar)\" fill=\"#9a6700\"/>"
    }.joined()
    let labels = [1, 5, 10, 15, 20].filter { $0 <= analysis.histogram.count }.map {
      "<text x=\"\(($0 - 1) * width + width / 2)\" y=\"\(height + 14)\" font-size=\"10\" text-anchor=\"middle\">\($0)</text>"
    }.joined()
    let svgWidth = analysis.histogram.count * width
    let words = context.catalogue
    return """
      <h2>\(HTMLText.escape(words.text(HTMLWords.dctTitle)))</h2><figure><svg role="img" \
      aria-label="\(HTMLText.escape(words.text(HTMLWords.dctLabel)))" width="\(svgWidth)" \
      height="\(height + 18)" viewBox="0 0 \(svgWidth) \(height + 18)">\(bars)\(labels)</svg>
      <figcaption>\(HTMLText.escape(words.text(HTMLWords.dctCaption(values: analysis.histogram.count))))</figcaption></figure>
      """
  }
}
