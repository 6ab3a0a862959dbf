import MetaLensCore

/// Tags as `{"IFD0": {"Make": "Canon", …}, "XMP-xmp": {…}}`. Where a group
/// holds the same name twice, the first value is kept (as ExifTool does
/// without `-a`); `metalens tags --json` lists every occurrence.
struct GroupedTagsDTO: Encodable {
  let tags: TagList

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: DynamicKey.self)
    for group in tags.groups {
      var groupContainer = container.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey(group))
      var seen = Set<String>()
      for tag in tags.tags(in: group) where seen.insert(tag.name).inserted {
        try groupContainer.encode(tag.value, forKey: DynamicKey(tag.name))
      }
    }
  }
}
