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

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("file", metadata.file)
      json.member("schemaVersion", InspectDocument.schemaVersion)
      json.member("tags", array: filter.apply(metadata.tags.tags)) { json, tag in
        json.object { json in
          json.member("group", tag.group)
          json.member("name", tag.name)
          json.member("value", tag.value)
        }
      }
    }
  }
}
