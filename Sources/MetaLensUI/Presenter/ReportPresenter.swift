import MetaLensCore

/// Turns a file's metadata and its originality report into the worded,
/// ordered view model the text components draw. All wording is decided here.
public struct ReportPresenter: Sendable {
  public static let footer = "Run 'metalens guide' to see how the score is computed."

  public init() {}

  public func present(_ inspection: Inspection, symbols: Symbols = .unicode) -> ReportViewModel {
    let report = inspection.report
    return ReportViewModel(
      title: inspection.file.path,
      gauge: ReportViewModel.Gauge(
        score: report.score, band: report.band, verdict: report.verdict.title,
        meaning: symbols.plain(report.verdict.meaning), notice: Self.notice(count: inspection.noticeCount)),
      summary: rows(inspection.summary, provenance: inspection.provenance, ai: report.ai, symbols: symbols),
      mapURL: inspection.summary.position.map(SummaryText.mapURL),
      flags: report.signs,
      positives: report.positives,
      notices: inspection.metadata.notices,
      footer: Self.footer,
      exhibit: inspection.exhibit,
      tags: inspection.metadata.tags.tags.map {
        .init(group: $0.group, name: $0.name, value: ValueText.text($0.value))
      },
      fileName: inspection.file.name,
      fileSize: SummaryText.size(inspection.file.size),
      limits: ScoringRules.limits.map(symbols.plain),
      credentials: CredentialsViewModel(inspection.provenance),
      imageData: inspection.analysis.imageData)
  }

  func rows(_ summary: PhotoSummary, provenance: Provenance, ai: AIDeclaration?, symbols: Symbols) -> [ReportViewModel
    .Row]
  {
    let rows: [(String, String?)] = [
      ("Camera", summary.camera),
      ("Lens", summary.lens),
      ("Exposure", SummaryText.exposure(summary).map(symbols.plain)),
      ("Captured", summary.captured.map(SummaryText.captured)),
      ("Dimensions", SummaryText.dimensions(summary, times: symbols.times)),
      ("Location", summary.position.map(SummaryText.coordinates)),
      ("Software", summary.software),
      ("Provenance", provenance.summary.map(symbols.plain)),
      ("AI", ai.map { Self.aiText($0, symbols: symbols) }),
      ("File", symbols.plain(summary.format.rawValue + " · " + SummaryText.size(summary.fileSize))),
    ]
    return rows.compactMap { label, value in
      guard let value, !value.trimmed.isEmpty else { return nil }
      return ReportViewModel.Row(label: label, value: value)
    }
  }

  /// `Read with 2 notices: …`, or nil for a file read whole.
  static func notice(count: Int) -> String? {
    guard count > 0 else { return nil }
    return "Read with \(count) notice\(count == 1 ? "" : "s"): the file is damaged or unusual, and the verdict "
      + "rests on what could be read (see Reading notices below)."
  }

  /// Characters of a prompt shown on the card; `--json` has it whole.
  static let promptCharacters = 120

  /// `Stable Diffusion web UI · prompt "a cat on a…"`.
  static func aiText(_ ai: AIDeclaration, symbols: Symbols) -> String {
    var parts: [String] = []
    if let generator = ai.generator { parts.append(generator) }
    if let prompt = ai.prompt {
      let flat = prompt.split(whereSeparator: \.isNewline).joined(separator: " ")
      let cut = flat.count > promptCharacters ? String(flat.prefix(promptCharacters)) + symbols.ellipsis : flat
      parts.append("prompt \"\(cut)\"")
    }
    if parts.isEmpty { parts.append("declared AI-generated") }
    return parts.joined(separator: symbols.plain(" · "))
  }
}
