import MetaLensCore

/// `metalens inspect --json`: the versioned document for machines.
///
/// Keys are stable from schema version 1 on: new keys may appear, existing
/// ones keep their name, type and meaning. `docs/json-schema.json` describes
/// it.
public struct InspectDocument: JSONRepresentable {
  public static let schemaVersion = 1

  let inspection: Inspection

  public init(_ inspection: Inspection) {
    self.inspection = inspection
  }

  public var json: JSONValue {
    let metadata = inspection.metadata
    let report = inspection.report
    return .members([
      ("schemaVersion", .int(Self.schemaVersion)),
      ("file", inspection.file.json),
      ("summary", inspection.summary.json),
      ("report", report.json),
      ("metadata", GroupedTagsDTO(tags: metadata.tags).json),
      (metadata.structure?.name ?? "structure", metadata.structure?.json),
      ("exif", metadata.exif.map { ExifFactsDTO(facts: $0, metadata: metadata).json }),
      ("provenance", inspection.provenance.json),
      ("ai", report.ai?.json),
      ("imageData", inspection.analysis.imageData?.json),
      (
        "photoshop",
        metadata.photoshopResources.isEmpty ? nil : PhotoshopDTO(resources: metadata.photoshopResources).json
      ),
      ("warnings", .array(metadata.notices.map { .string($0.message) })),
      ("notices", .array(metadata.notices.map(\.json))),
    ])
  }
}
