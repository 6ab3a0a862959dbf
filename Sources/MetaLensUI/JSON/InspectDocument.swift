import MetaLensCore

/// `metalens inspect --json`: the versioned document for machines.
///
/// Keys are stable from schema version 1 on: new keys may appear, existing
/// ones keep their name, type and meaning. A new value of an enumerated
/// field is a new meaning and bumps the version: 2 added the verdict
/// `re_encoded` and the rule kind `copy` (issue 29), which a consumer that
/// switches over the verdicts of version 1 would not know.
/// `docs/json-schema.json` describes it.
public struct InspectDocument: JSONRepresentable {
  public static let schemaVersion = 2

  let inspection: Inspection
  /// The case details given on the command line (`custody`, absent when
  /// none were given).
  let custody: CaseDetails

  public init(_ inspection: Inspection, custody: CaseDetails = .none) {
    self.inspection = inspection
    self.custody = custody
  }

  /// The sections in any order (the container's, named `jpeg`, `png`…,
  /// sorts among the others by its name); absent ones are left out.
  public func write(to json: inout JSONWriter) {
    let metadata = inspection.metadata
    let report = inspection.report
    let sections: [(key: String, write: ((inout JSONWriter) -> Void)?)] = [
      ("schemaVersion", { $0.value(Self.schemaVersion) }),
      ("custody", custody.isEmpty ? nil : { [custody] in $0.value(custody) }),
      ("file", { $0.value(FileDocument(facts: inspection.file, integrity: inspection.integrity)) }),
      ("summary", { $0.value(inspection.summary) }),
      ("report", { $0.value(report) }),
      ("metadata", { $0.value(GroupedTagsDTO(tags: metadata.tags)) }),
      (metadata.structure?.name ?? "structure", metadata.structure.map { structure in { $0.value(structure) } }),
      ("exif", metadata.exif.map { facts in { $0.value(ExifFactsDTO(facts: facts, metadata: metadata)) } }),
      ("provenance", { $0.value(inspection.provenance) }),
      ("ai", report.ai.map { ai in { $0.value(ai) } }),
      ("imageData", inspection.analysis.imageData.map { analysis in { $0.value(analysis) } }),
      (
        "photoshop",
        metadata.photoshopResources.isEmpty
          ? nil : { $0.value(PhotoshopDTO(resources: metadata.photoshopResources)) }
      ),
      ("warnings", { $0.array(metadata.notices) { $0.value($1.message) } }),
      ("notices", { $0.array(metadata.notices) }),
    ]
    json.object(keyedBy: \.key, sections.filter { $0.write != nil }) { json, section in section.write?(&json) }
  }
}
