/// A whole report: title, gauge, summary card, flags, positive evidence,
/// reading notices and the footer, separated by blank lines, with section
/// titles in the context's language.
public struct ReportView: TextComponent {
  public let model: ReportViewModel

  public init(model: ReportViewModel) { self.model = model }

  public func render(in context: RenderContext) -> String {
    let catalogue = context.catalogue
    var parts: [any TextComponent] = [
      Paragraph(model.title, style: .bold), ScoreGauge(model: model.gauge),
      MapLink(card: SummaryCard(title: catalogue.text(ReportWords.summary), rows: model.summary), url: model.mapURL),
    ]
    if !model.flags.isEmpty {
      parts.append(FlagsList(title: catalogue.text(ReportWords.flags), flags: model.flags, regions: model.regions))
    }
    if !model.positives.isEmpty {
      parts.append(FlagsList(title: catalogue.text(ReportWords.positives), flags: model.positives))
    }
    if let credentials = model.credentials { parts.append(CredentialsSection(model: credentials)) }
    if !model.notices.isEmpty { parts.append(ReadingNotices(messages: model.notices.map(catalogue.notice))) }
    parts.append(Paragraph(model.footer, style: .dim))
    return parts.map { $0.render(in: context) }.joined(separator: "\n\n")
  }
}
