import MetaLensCore

/// One file's part of the hand-over page: the text report's model, and what
/// only the page shows (custody, pictures, the DCT chart, the limits, every
/// tag). Kept apart so the terminal's model does not grow with the page.
public struct HTMLReportModel: Sendable, Hashable {
  /// One tag as `tags` lists it, for the page's complete table.
  public struct Tag: Sendable, Hashable {
    public let group: String
    public let name: String
    /// One line, as the text table shows it (long values cut with a count),
    /// ExifTool's printed value first for an enumerated EXIF number.
    public let value: String
  }

  /// What the terminal shows too: title, gauge, summary, flags, notices.
  public let report: ReportViewModel
  /// The hash and pictures.
  public let exhibit: Exhibit?
  /// Every tag, in file order.
  public let tags: [Tag]
  /// The file's name and size in words (`IMG_0042.jpg`, `3.2 MB`).
  public let fileName: String
  public let fileSize: String
  /// What metadata cannot tell, from the guide.
  public let limits: [String]
  /// The image-data analysis, for the chart.
  public let imageData: ImageDataAnalysis?
  /// The rules that fired (flags and positive evidence), as the guide
  /// words them, for the appendix.
  public let firedRules: [GuideViewModel.Rule]
  /// The checks beyond the metadata that ran, for the appendix.
  public let methods: [ExaminationMethod]

  public init(
    report: ReportViewModel, exhibit: Exhibit? = nil, tags: [Tag] = [], fileName: String = "", fileSize: String = "",
    limits: [String] = [], imageData: ImageDataAnalysis? = nil, firedRules: [GuideViewModel.Rule] = [],
    methods: [ExaminationMethod] = []
  ) {
    self.report = report
    self.exhibit = exhibit
    self.tags = tags
    self.fileName = fileName
    self.fileSize = fileSize
    self.limits = limits
    self.imageData = imageData
    self.firedRules = firedRules
    self.methods = methods
  }
}
