import MetaLensCore

/// `metalens inspect --json`: the versioned document for machines.
///
/// Keys are stable from schema version 1 on: new keys may appear, existing
/// ones keep their name, type and meaning. `docs/json-schema.json` describes
/// it.
public struct InspectDocument: JSONRepresentable {
  public static let schemaVersion = 1

  let metadata: PhotoMetadata
  let report: OriginalityReport

  public init(metadata: PhotoMetadata, report: OriginalityReport) {
    self.metadata = metadata
    self.report = report
  }

  public var json: JSONValue {
    .members([
      ("schemaVersion", .int(Self.schemaVersion)),
      ("file", FileDTO(file: metadata.file).json),
      ("summary", SummaryDTO(summary: PhotoSummary(metadata)).json),
      ("report", ReportDTO(report: report).json),
      ("metadata", GroupedTagsDTO(tags: metadata.tags).json),
      ("jpeg", metadata.jpeg.map { JPEGStructureDTO(jpeg: $0).json }),
      ("tiff", metadata.tiff.map { TIFFStructureDTO(tiff: $0).json }),
      ("png", metadata.png.map { PNGStructureDTO(png: $0).json }),
      ("webp", metadata.webp.map { WebPStructureDTO(webp: $0).json }),
      ("gif", metadata.gif.map { GIFStructureDTO(gif: $0).json }),
      ("heif", metadata.heif.map { HEIFStructureDTO(heif: $0).json }),
      ("exif", metadata.exif.map { ExifFactsDTO(facts: $0, metadata: metadata).json }),
      ("provenance", ProvenanceDTO(provenance: Provenance(metadata)).json),
      ("ai", report.ai.map { AIDeclarationDTO(declaration: $0).json }),
      ("photoshop", metadata.photoshopResources.isEmpty ? nil : PhotoshopDTO(resources: metadata.photoshopResources).json),
      ("warnings", .array(metadata.warnings.map(JSONValue.string))),
    ])
  }
}
