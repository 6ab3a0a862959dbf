import MetaLensCore

/// `metalens tags --json`: every tag in file order, duplicates included, as
/// `exiftool -G1 -a` lists them.
public struct TagsDocument: JSONRepresentable {
  let metadata: PhotoMetadata
  let filter: TagFilter

  public init(metadata: PhotoMetadata, filter: TagFilter = TagFilter()) {
    self.metadata = metadata
    self.filter = filter
  }

  public var json: JSONValue {
    .members([
      ("schemaVersion", .int(InspectDocument.schemaVersion)),
      ("file", metadata.file.json),
      (
        "tags",
        .array(
          filter.apply(metadata.tags.tags).map {
            .members([("group", .string($0.group)), ("name", .string($0.name)), ("value", $0.value.json)])
          })
      ),
    ])
  }
}
