/// What went wrong while reading the file (damage, limits reached), under
/// the flags: the report above holds only what could be read, and a reader
/// must know when that is not everything. Long lists are cut to
/// `OutputLimits.warningsShown`; `--json` carries all of them.
public struct ReadingNotices: TextComponent {
  /// The notices' messages, worded, in the order they were met.
  public let messages: [String]

  public init(messages: [String]) { self.messages = messages }

  public func render(in context: RenderContext) -> String {
    let symbols = context.symbols
    var lines = [context.styled(context.catalogue.text(ReportWords.noticesTitle), .bold)]
    lines += TextLayout.wrap(context.catalogue.text(ReportWords.noticesIntro), to: context.width - 1)
      .map { " " + context.styled($0, .dim) }
    for warning in messages.prefix(OutputLimits.warningsShown) {
      let wrapped = TextLayout.wrap(
        TerminalSafe.escape(warning), to: context.width - 3, maxLines: OutputLimits.warningLines,
        ellipsis: symbols.ellipsis)
      for (index, line) in wrapped.enumerated() {
        lines.append((index == 0 ? " " + context.styled(symbols.warning, .yellow) + " " : "   ") + line)
      }
    }
    let hidden = messages.count - OutputLimits.warningsShown
    if hidden > 0 {
      let more = context.catalogue.text(ReportWords.moreNotices(ellipsis: symbols.ellipsis, hidden: hidden))
      lines += TextLayout.wrap(more, to: context.width - 3).map { "   " + context.styled($0, .dim) }
    }
    return lines.joined(separator: "\n")
  }
}
