/// A framed card of aligned label and value rows; long values wrap inside
/// the frame, so nothing goes past the width.
public struct SummaryCard: TextComponent {
  public let title: String
  public let rows: [ReportViewModel.Row]

  public init(title: String = "Summary", rows: [ReportViewModel.Row]) {
    self.title = title
    self.rows = rows
  }

  public func render(in context: RenderContext) -> String {
    let symbols = context.symbols
    let inner = context.width - 4
    let labelWidth = min((rows.map { TextLayout.width(of: $0.label) }.max() ?? 0), inner / 3)
    let valueWidth = inner - labelWidth - 2
    let heading = symbols.horizontal + " " + title + " "
    var lines = [
      symbols.topLeft + context.styled(heading, .bold)
        + String(repeating: symbols.horizontal, count: max(0, inner + 2 - TextLayout.width(of: heading)))
        + symbols.topRight
    ]
    for row in rows {
      let values = TextLayout.wrap(
        TerminalSafe.escape(row.value), to: valueWidth, maxLines: OutputLimits.summaryValueLines,
        ellipsis: symbols.ellipsis)
      for (index, value) in values.enumerated() {
        let label = index == 0 ? TextLayout.pad(row.label, to: labelWidth) : String(repeating: " ", count: labelWidth)
        let content = context.styled(label, .dim) + "  " + TextLayout.pad(value, to: valueWidth)
        lines.append(symbols.vertical + " " + content + " " + symbols.vertical)
      }
    }
    lines.append(symbols.bottomLeft + String(repeating: symbols.horizontal, count: inner + 2) + symbols.bottomRight)
    return lines.joined(separator: "\n")
  }
}
