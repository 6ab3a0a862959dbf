/// The summary card, then the map link on a line of its own, never wrapped
/// or elided: a terminal makes a link clickable only when it is whole on
/// one line. It is the one line allowed past the width.
public struct MapLink: TextComponent {
  public let card: SummaryCard
  public let url: String?

  public init(card: SummaryCard, url: String?) {
    self.card = card
    self.url = url
  }

  public func render(in context: RenderContext) -> String {
    let rendered = card.render(in: context)
    guard let url else { return rendered }
    return rendered + "\n" + context.styled(context.catalogue.text(ReportWords.map), .dim) + " "
      + TerminalSafe.escape(url)
  }
}
