import MetaLensCore

/// Flags, one block each: a symbol and title with its points, the detail,
/// and the evidence it rests on (long values elided to the width). Title
/// and detail are worded here, in the context's language, from the rule's
/// id and the finding's message; the rule's own wording is made ASCII when
/// drawing in ASCII; evidence values are shown as the file holds them.
public struct FlagsList: TextComponent {
  public let title: String
  public let flags: [OriginalityFlag]
  /// The report's regions: a flag that points at one is followed by it in
  /// words, numbered as in the report's list.
  public let regions: [PictureRegion]

  public init(title: String, flags: [OriginalityFlag], regions: [PictureRegion] = []) {
    self.title = title
    self.flags = flags
    self.regions = regions
  }

  public func render(in context: RenderContext) -> String {
    var lines = [context.styled(title, .bold)]
    for flag in flags {
      let (symbol, color) = Self.marker(flag, context.symbols)
      let points = flag.isPositive ? "" : String(flag.points)
      let titleWidth = context.width - 3 - points.count - 1
      let title = context.catalogue.title(of: flag)
      let titleLines = TextLayout.wrap(TerminalSafe.escape(context.symbols.plain(title)), to: titleWidth)
      for (index, line) in titleLines.enumerated() {
        if index == 0 {
          let gap =
            points.isEmpty
            ? "" : String(repeating: " ", count: max(1, context.width - 3 - TextLayout.width(of: line) - points.count))
          lines.append(
            " " + context.styled(symbol, color) + " " + context.styled(line, .bold) + gap
              + context.styled(points, flag.points == 0 ? .dim : color))
        } else {
          lines.append("   " + context.styled(line, .bold))
        }
      }
      lines += TextLayout.wrap(
        TerminalSafe.escape(context.symbols.plain(context.catalogue.text(flag.words))), to: context.width - 3,
        maxLines: OutputLimits.flagDetailLines,
        ellipsis: context.symbols.ellipsis
      ).map { "   " + $0 }
      for (index, region) in regions.enumerated() where region.rule == flag.id {
        let words = PictureRegionText.line(region, number: index + 1, catalogue: context.catalogue)
        lines += TextLayout.wrap(TerminalSafe.escape(context.symbols.plain(words)), to: context.width - 3).map {
          "   " + $0
        }
      }
      for evidence in flag.evidence {
        let line = "\(evidence.source) \(evidence.tag) = \"\(evidence.value)\""
        let text = TextLayout.truncate(
          TerminalSafe.escape(line), to: context.width - 5, ellipsis: context.symbols.ellipsis)
        lines.append("     " + context.styled(text, .dim))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func marker(_ flag: OriginalityFlag, _ symbols: Symbols) -> (String, TextStyle) {
    if flag.isPositive { return (symbols.positive, .green) }
    switch flag.severity {
    case .critical: return (symbols.critical, .magenta)
    case .warning: return (symbols.warning, .red)
    case .notice: return (symbols.notice, .yellow)
    case .info: return (symbols.info, .dim)
    }
  }
}
