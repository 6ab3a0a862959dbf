/// A whole report: title, gauge, summary card, flags, positive evidence,
/// reading notices and the footer, separated by blank lines.
public struct ReportView: TextComponent {
  public let model: ReportViewModel

  public init(model: ReportViewModel) { self.model = model }

  public func render(in context: RenderContext) -> String {
    var parts: [any TextComponent] = [
      Paragraph(model.title, style: .bold), ScoreGauge(model: model.gauge),
      MapLink(card: SummaryCard(rows: model.summary), url: model.mapURL),
    ]
    if !model.flags.isEmpty { parts.append(FlagsList(title: "Flags", flags: model.flags)) }
    if !model.positives.isEmpty { parts.append(FlagsList(title: "Positive evidence", flags: model.positives)) }
    if let credentials = model.credentials { parts.append(CredentialsSection(model: credentials)) }
    if !model.notices.isEmpty { parts.append(ReadingNotices(messages: model.notices.map(\.message))) }
    parts.append(Paragraph(model.footer, style: .dim))
    return parts.map { $0.render(in: context) }.joined(separator: "\n\n")
  }
}
