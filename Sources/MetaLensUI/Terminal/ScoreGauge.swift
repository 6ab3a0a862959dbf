import MetaLensCore

/// The score as a bar and a number, then the verdict and one line on what it
/// means, coloured by score band. A verdict that is not scored (too little
/// metadata) gets an empty dimmed bar and words instead of a number, in none
/// of the band colours. For a file not read whole, a marked line says so
/// where the verdict is.
public struct ScoreGauge: TextComponent {
  public let model: ReportViewModel.Gauge

  public init(model: ReportViewModel.Gauge) { self.model = model }

  public func render(in context: RenderContext) -> String {
    guard let band = model.band else {
      return (unscored(in: context) + noticeLines(in: context)).joined(separator: "\n")
    }
    let number = "\(model.score)/100"
    let barWidth = min(40, context.width - number.count - 4)
    let filled = Int((Double(model.score) / 100 * Double(barWidth)).rounded())
    let color = Self.color(band)
    let bar =
      context.styled(String(repeating: context.symbols.barFull, count: filled), color)
      + context.styled(String(repeating: context.symbols.barEmpty, count: barWidth - filled), .dim)
    let lines =
      [bar + "  " + context.styled(number, .bold, color), context.styled(model.verdict, .bold, color)]
      + TextLayout.wrap(model.meaning, to: context.width)
    return (lines + noticeLines(in: context)).joined(separator: "\n")
  }

  /// The words shown instead of a number when the verdict is not scored.
  public static let unscoredText = ReportWords.unscored.text(.en)

  private func unscored(in context: RenderContext) -> [String] {
    let text = context.catalogue.text(ReportWords.unscored)
    let barWidth = min(40, context.width - TextLayout.width(of: text) - 2)
    let bar = String(repeating: context.symbols.barEmpty, count: max(0, barWidth))
    let head = barWidth > 0 ? bar + "  " + text : text
    return [context.styled(head, .dim), context.styled(model.verdict, .bold)]
      + TextLayout.wrap(model.meaning, to: context.width)
  }

  /// The marked line under the verdict of a file not read whole.
  private func noticeLines(in context: RenderContext) -> [String] {
    guard let notice = model.notice else { return [] }
    return TextLayout.wrap(notice, to: context.width - 2).enumerated().map { index, line in
      // Yellow is a band colour: an unscored gauge marks the line in bold.
      (index == 0 ? context.styled(context.symbols.warning, model.band == nil ? .bold : .yellow) + " " : "  ") + line
    }
  }

  static func color(_ band: ScoringRules.Band) -> TextStyle {
    switch band {
    case .high: .green
    case .medium: .yellow
    case .low: .red
    }
  }
}
