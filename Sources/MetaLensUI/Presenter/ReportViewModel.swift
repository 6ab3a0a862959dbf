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

  /// One tag as `tags` lists it, for the HTML page's complete table.
  public struct Tag: Sendable, Hashable {
    public let group: String
    public let name: String
    /// One line, as the text table shows it (long values cut with a count).
    public let value: String

    public init(group: String, name: String, value: String) {
      self.group = group
      self.name = name
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
  /// Problems met while reading the file.
  public let notices: [ReadingNotice]
  public let footer: String
  /// The hash and pictures of a hand-over report (nil for the terminal).
  public let exhibit: Exhibit?
  /// Every tag, in file order (drawn only by the HTML page).
  public let tags: [Tag]
  /// The file's name and size in words (`IMG_0042.jpg`, `3.2 MB`).
  public let fileName: String
  public let fileSize: String
  /// What metadata cannot tell, from the guide.
  public let limits: [String]
  /// The active C2PA manifest, checked, when the file has one.
  public let credentials: CredentialsViewModel?
  /// The image-data analysis, for the HTML page's chart.
  public let imageData: ImageDataAnalysis?

  public init(
    title: String, gauge: Gauge, summary: [Row], mapURL: String? = nil, flags: [OriginalityFlag],
    positives: [OriginalityFlag], notices: [ReadingNotice], footer: String, exhibit: Exhibit? = nil, tags: [Tag] = [],
    fileName: String = "", fileSize: String = "", limits: [String] = [], credentials: CredentialsViewModel? = nil,
    imageData: ImageDataAnalysis? = nil
  ) {
    self.title = title
    self.gauge = gauge
    self.summary = summary
    self.mapURL = mapURL
    self.flags = flags
    self.positives = positives
    self.notices = notices
    self.footer = footer
    self.exhibit = exhibit
    self.tags = tags
    self.fileName = fileName
    self.fileSize = fileSize
    self.limits = limits
    self.credentials = credentials
    self.imageData = imageData
  }
}
