import MetaLensCore

/// Flags, one block each: a symbol and title with its points, the detail,
/// and the evidence it rests on (long values elided to the width).
public struct FlagsList: TextComponent {
  public let title: String
  public let flags: [ReportViewModel.Flag]

  public init(title: String, flags: [ReportViewModel.Flag]) {
    self.title = title
    self.flags = flags
  }

  public func render(in context: RenderContext) -> String {
    var lines = [context.styled(title, .bold)]
    for flag in flags {
      let (symbol, color) = Self.marker(flag, context.symbols)
      let points = flag.positive ? "" : flag.points
      let titleWidth = context.width - 3 - points.count - 1
      let titleLines = TextLayout.wrap(TerminalSafe.escape(flag.title), to: titleWidth)
      for (index, line) in titleLines.enumerated() {
        if index == 0 {
          let gap = points.isEmpty
            ? "" : String(repeating: " ", count: max(1, context.width - 3 - TextLayout.width(of: line) - points.count))
          lines.append(
            " " + context.styled(symbol, color) + " " + context.styled(line, .bold) + gap
              + context.styled(points, flag.points == "0" ? .dim : color))
        } else {
          lines.append("   " + context.styled(line, .bold))
        }
      }
      lines += TextLayout.wrap(
        TerminalSafe.escape(flag.detail), to: context.width - 3, maxLines: OutputLimits.flagDetailLines,
        ellipsis: context.symbols.ellipsis
      ).map { "   " + $0 }
      for evidence in flag.evidence {
        let text = TextLayout.truncate(TerminalSafe.escape(evidence), to: context.width - 5, ellipsis: context.symbols.ellipsis)
        lines.append("     " + context.styled(text, .dim))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func marker(_ flag: ReportViewModel.Flag, _ symbols: Symbols) -> (String, TextStyle) {
    if flag.positive { return (symbols.positive, .green) }
    switch flag.severity {
    case .critical: return (symbols.critical, .magenta)
    case .warning: return (symbols.warning, .red)
    case .notice: return (symbols.notice, .yellow)
    case .info: return (symbols.info, .dim)
    }
  }
}
