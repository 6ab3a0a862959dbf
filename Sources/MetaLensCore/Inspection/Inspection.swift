/// Everything metalens found out about one file: what it read, what the
/// scorer concluded, and the facts derived from both, computed once here so
/// that every renderer (text report, table, JSON, CSV) shows the same thing.
///
/// A stage that learns more about the file (the image data, a C2PA
/// validation, the file's hash) adds a property here and fills it in
/// `Inspector`; renderers read it from this one value.
public struct Inspection: Sendable, Hashable {
  /// What the file contains, as read.
  public let metadata: PhotoMetadata
  /// The score, the verdict and the flags.
  public let report: OriginalityReport
  /// Camera, exposure, date, size and place, as the summary card shows them.
  public let summary: PhotoSummary
  /// Where the file's Content Credentials are and what they say.
  public let provenance: Provenance

  public init(metadata: PhotoMetadata, report: OriginalityReport) {
    self.metadata = metadata
    self.report = report
    self.summary = PhotoSummary(metadata)
    self.provenance = Provenance(metadata)
  }

  /// The path, size and format.
  public var file: FileFacts { metadata.file }

  /// How many reading notices the file has (damage, limits reached): the
  /// one place renderers learn it, so a change in how notices are kept
  /// changes this line only.
  public var noticeCount: Int { metadata.warnings.count }
}
