import MetaLensCore

/// The score as a bar and a number, then the verdict and one line on what it
/// means, coloured by score band; then, for a file not read whole, a marked
/// line saying so where the verdict is.
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
    var lines = [bar + "  " + context.styled(number, .bold, color), context.styled(model.verdict, .bold, color)]
      + TextLayout.wrap(model.meaning, to: context.width)
    if let notice = model.notice {
      let wrapped = TextLayout.wrap(notice, to: context.width - 2)
      for (index, line) in wrapped.enumerated() {
        lines.append((index == 0 ? context.styled(context.symbols.warning, .yellow) + " " : "  ") + line)
      }
    }
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
