import MetaLensCore

/// The score as a bar and a number, then the verdict and one line on what it
/// means, coloured by score band.
public struct ScoreGauge: TextComponent {
  public let model: ReportViewModel.Gauge

  public init(model: ReportViewModel.Gauge) { self.model = model }

  public func render(in context: RenderContext) -> String {
    let number = "\(model.score)/100"
    let barWidth = min(40, context.width - number.count - 4)
    let filled = Int((Double(model.score) / 100 * Double(barWidth)).rounded())
    let color = Self.color(model.band)
    let bar = context.styled(String(repeating: context.symbols.barFull, count: filled), color)
      + context.styled(String(repeating: context.symbols.barEmpty, count: barWidth - filled), .dim)
    let lines = [bar + "  " + context.styled(number, .bold, color), context.styled(model.verdict, .bold, color)]
      + TextLayout.wrap(model.meaning, to: context.width)
    return lines.joined(separator: "\n")
  }

  static func color(_ band: ScoringRules.Band) -> TextStyle {
    switch band {
    case .high: .green
    case .medium: .yellow
    case .low: .red
    }
  }
}
