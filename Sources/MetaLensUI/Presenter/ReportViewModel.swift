import MetaLensCore

/// One file's report, worded and ordered, ready for the components to draw.
public struct ReportViewModel: Sendable, Hashable {
  public struct Gauge: Sendable, Hashable {
    public let score: Int
    /// Nil when the verdict is not scored (`no_metadata`): the gauge is
    /// drawn neutral, without a number.
    public let band: ScoringRules.Band?
    public let verdict: String
    public let meaning: String
    /// Said under the verdict when the file could not be read whole, so a
    /// truncated file does not look clean; nil otherwise.
    public let notice: String?

    public init(score: Int, band: ScoringRules.Band?, verdict: String, meaning: String, notice: String? = nil) {
      self.score = score
      self.band = band
      self.verdict = verdict
      self.meaning = meaning
      self.notice = notice
    }
  }

  public struct Row: Sendable, Hashable {
    public let label: String
    public let value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  public let title: String
  public let gauge: Gauge
  public let summary: [Row]
  /// The map link, printed whole on a line of its own under the card: a
  /// link wrapped inside the frame cannot be clicked.
  public let mapURL: String?
  /// The scorer's flags as they are: the components word the evidence.
  public let flags: [OriginalityFlag]
  public let positives: [OriginalityFlag]
  /// The places in the picture the flags point at (`OriginalityReport.regions`).
  public let regions: [PictureRegion]
  /// Problems met while reading the file.
  public let notices: [ReadingNotice]
  public let footer: String
  /// The active C2PA manifest, checked, when the file has one.
  public let credentials: CredentialsViewModel?

  public init(
    title: String, gauge: Gauge, summary: [Row], mapURL: String? = nil, flags: [OriginalityFlag],
    positives: [OriginalityFlag], notices: [ReadingNotice], footer: String, credentials: CredentialsViewModel? = nil,
    regions: [PictureRegion] = []
  ) {
    self.regions = regions
    self.title = title
    self.gauge = gauge
    self.summary = summary
    self.mapURL = mapURL
    self.flags = flags
    self.positives = positives
    self.notices = notices
    self.footer = footer
    self.credentials = credentials
  }
}
