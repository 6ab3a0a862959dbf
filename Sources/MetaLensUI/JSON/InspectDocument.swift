import MetaLensCore

/// `metalens inspect --json`: the versioned document for machines.
///
/// Keys are stable from schema version 1 on: new keys may appear, existing
/// ones keep their name, type and meaning. `docs/json-schema.json` describes
/// it.
public struct InspectDocument: Encodable {
  public static let schemaVersion = 1

  let schemaVersion = InspectDocument.schemaVersion
  let file: FileDTO
  let summary: SummaryDTO
  let report: ReportDTO
  let metadata: GroupedTagsDTO
  let jpeg: JPEGStructureDTO?
  let exif: ExifFactsDTO?
  let photoshop: PhotoshopDTO?
  let warnings: [String]

  public init(metadata: PhotoMetadata, report: OriginalityReport) {
    file = FileDTO(metadata.file)
    self.report = ReportDTO(report)
    summary = SummaryDTO(PhotoSummary(metadata))
    self.metadata = GroupedTagsDTO(tags: metadata.tags)
    jpeg = metadata.jpeg.map(JPEGStructureDTO.init)
    exif = metadata.exif.map { ExifFactsDTO($0, metadata: metadata) }
    photoshop = metadata.photoshopResources.isEmpty ? nil : PhotoshopDTO(resources: metadata.photoshopResources)
    warnings = metadata.warnings
  }
}
