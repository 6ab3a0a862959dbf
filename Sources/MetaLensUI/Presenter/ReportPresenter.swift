import MetaLensCore

/// Turns a file's metadata and its originality report into the worded,
/// ordered view model the text components draw. All wording is decided here,
/// in the language asked for; the flags stay structured and the components
/// word them (`FlagsList`), so the HTML and text pages share one wording.
public struct ReportPresenter: Sendable {
  public static let footer = ReportWords.footer.text(.en)

  public init() {}

  public func present(_ inspection: Inspection, symbols: Symbols = .unicode, language: Language = .en)
    -> ReportViewModel
  {
    let report = inspection.report
    let catalogue = Catalogue.of(language)
    return ReportViewModel(
      title: inspection.file.path,
      gauge: ReportViewModel.Gauge(
        score: report.score, band: report.band, verdict: catalogue.text(VerdictWords.title(report.verdict)),
        meaning: symbols.plain(catalogue.text(VerdictWords.meaning(report.verdict))),
        notice: Self.notice(count: inspection.noticeCount, catalogue)),
      summary: rows(
        inspection.summary, provenance: inspection.provenance, ai: report.ai, origin: report.fileOrigin,
        picture: report.pictureChange,
        symbols: symbols, catalogue: catalogue),
      mapURL: inspection.summary.position.map(SummaryText.mapURL),
      flags: report.signs,
      positives: report.positives,
      notices: inspection.metadata.notices,
      footer: catalogue.text(ReportWords.footer),
      credentials: CredentialsViewModel(inspection.provenance, catalogue: catalogue), regions: report.regions)
  }

  func rows(
    _ summary: PhotoSummary, provenance: Provenance, ai: AIDeclaration?, origin: FileOrigin? = nil,
    picture: PictureChange? = nil, symbols: Symbols,
    catalogue: Catalogue = .english
  ) -> [ReportViewModel.Row] {
    let longEdge = summary.width.flatMap { width in summary.height.map { max(width, $0) } }
    let rows: [(ReportWords, String?)] = [
      (.camera, summary.camera),
      (.lens, summary.lens),
      (.exposure, SummaryText.exposure(summary, catalogue: catalogue).map(symbols.plain)),
      (.captured, summary.captured.map(SummaryText.captured)),
      (.dimensions, SummaryText.dimensions(summary, times: symbols.times)),
      (.location, summary.position.map(SummaryText.coordinates)),
      (.software, summary.software),
      (.provenance, provenance.summary(in: catalogue).map(symbols.plain)),
      (.ai, ai.map { Self.aiText($0, symbols: symbols, catalogue: catalogue) }),
      (.file, symbols.plain(summary.format.rawValue + " · " + SummaryText.size(summary.fileSize))),
      (.origin, FileOriginText.text(origin, longEdge: longEdge, catalogue: catalogue).map(symbols.plain)),
      (.picture, picture.map { symbols.plain(PictureChangeText.text($0, catalogue: catalogue)) }),
    ]
    return rows.compactMap { label, value in
      guard let value, !value.trimmed.isEmpty else { return nil }
      return ReportViewModel.Row(label: catalogue.text(label), value: value)
    }
  }

  /// `Read with 2 notices: …`, or nil for a file read whole.
  static func notice(count: Int, _ catalogue: Catalogue = .english) -> String? {
    guard count > 0 else { return nil }
    return catalogue.text(ReportWords.readWithNotices(count: count))
  }

  /// Characters of a prompt shown on the card; `--json` has it whole.
  static let promptCharacters = 120

  /// `Stable Diffusion web UI · prompt "a cat on a…"`.
  static func aiText(_ ai: AIDeclaration, symbols: Symbols, catalogue: Catalogue = .english) -> String {
    var parts: [String] = []
    if let generator = ai.generator { parts.append(generator) }
    if let prompt = ai.prompt {
      let flat = prompt.split(whereSeparator: \.isNewline).joined(separator: " ")
      let cut = flat.count > promptCharacters ? String(flat.prefix(promptCharacters)) + symbols.ellipsis : flat
      parts.append(catalogue.text(ReportWords.prompt(cut: cut)))
    }
    if parts.isEmpty { parts.append(catalogue.text(ReportWords.declaredAI)) }
    return parts.joined(separator: symbols.plain(" · "))
  }
}
