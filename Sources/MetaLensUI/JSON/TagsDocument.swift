import MetaLensCore

/// `metalens tags --json`: every tag in file order, duplicates included, as
/// `exiftool -G1 -a` lists them.
public struct TagsDocument: Encodable {
  struct Tag: Encodable {
    let group: String
    let name: String
    let value: MetadataValue
  }

  let schemaVersion = InspectDocument.schemaVersion
  let file: FileDTO
  let tags: [Tag]

  public init(metadata: PhotoMetadata) {
    file = FileDTO(metadata.file)
    tags = metadata.tags.tags.map { Tag(group: $0.group, name: $0.name, value: $0.value) }
  }
}
