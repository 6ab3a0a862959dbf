import MetaLensCore

/// One file's report, worded and ordered, ready for the components to draw.
public struct ReportViewModel: Sendable, Hashable {
  public struct Gauge: Sendable, Hashable {
    public let score: Int
    public let band: ScoringRules.Band
    public let verdict: String
    public let meaning: String
  }

  public struct Row: Sendable, Hashable {
    public let label: String
    public let value: String
  }

  public struct Flag: Sendable, Hashable {
    public let severity: Severity
    public let positive: Bool
    public let title: String
    public let points: String
    public let detail: String
    /// `IFD0 Software = "Adobe Photoshop 25.1 (Windows)"`.
    public let evidence: [String]
  }

  public let title: String
  public let gauge: Gauge
  public let summary: [Row]
  public let flags: [Flag]
  public let positives: [Flag]
  /// Problems met while reading the file.
  public let warnings: [String]
  public let footer: String
}
