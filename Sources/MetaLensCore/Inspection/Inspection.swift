/// Everything metalens found out about one file: what it read, what the
/// scorer concluded, and the facts derived from both, computed once here so
/// that every renderer (text report, table, JSON, CSV) shows the same thing.
///
/// A stage that learns more about the file (the image data, a C2PA
/// validation) adds a property to `ContentAnalysis` and fills it in
/// `Inspector`; renderers read it from this one value.
public struct Inspection: Sendable, Hashable {
  /// What the file contains, as read.
  public let metadata: PhotoMetadata
  /// What the stages after the metadata read found in the file's content.
  public let analysis: ContentAnalysis
  /// The score, the verdict and the flags.
  public let report: OriginalityReport
  /// Camera, exposure, date, size and place, as the summary card shows them.
  public let summary: PhotoSummary
  /// Where the file's Content Credentials are and what they say.
  public let provenance: Provenance
  /// The file's hash and pictures, when a hand-over report asked for them.
  public let exhibit: Exhibit?
  /// The file's SHA-256, size and modification time, when `--hash` asked
  /// for them; set by the batch worker after the inspection.
  public var integrity: FileIntegrity?

  public init(
    metadata: PhotoMetadata, analysis: ContentAnalysis = ContentAnalysis(), report: OriginalityReport,
    exhibit: Exhibit? = nil
  ) {
    self.metadata = metadata
    self.analysis = analysis
    self.exhibit = exhibit
    self.report = report
    self.summary = PhotoSummary(metadata)
    self.provenance = Provenance(metadata, validation: analysis.c2pa)
  }

  /// The path, size and format.
  public var file: FileFacts { metadata.file }

  /// How many reading notices the file has (damage, limits reached): the
  /// one place renderers learn it, so a change in how notices are kept
  /// changes this line only.
  public var noticeCount: Int { metadata.notices.count }
}
