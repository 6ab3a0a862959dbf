import MetaLensCore

/// Tags as `{"IFD0": {"Make": "Canon", …}, "XMP-xmp": {…}}`. Where a group
/// holds the same name twice, the first value is kept (as ExifTool does
/// without `-a`); `metalens tags --json` lists every occurrence.
struct GroupedTagsDTO: JSONRepresentable {
  let tags: TagList

  /// Groups are told apart by their UTF-8 bytes, like keys (see
  /// `JSONWriter.object(keyedBy:_:_:)`): names a String-keyed dictionary
  /// would merge share its entry, and the bytes pick the group.
  func write(to json: inout JSONWriter) {
    var positions: [String: [Int]] = [:]
    var groups: [(name: String, tags: [MetadataTag])] = []
    for tag in tags.tags {
      // Tags come group by group: the last group is nearly always the one.
      if let last = groups.indices.last, JSONWriter.compareBytes(groups[last].name, tag.group) == 0 {
        groups[last].tags.append(tag)
      } else if let position = positions[tag.group]?.first(where: {
        JSONWriter.compareBytes(groups[$0].name, tag.group) == 0
      }) {
        groups[position].tags.append(tag)
      } else {
        positions[tag.group, default: []].append(groups.count)
        groups.append((tag.group, [tag]))
      }
    }
    json.object(keyedBy: \.name, groups) { json, group in
      json.object(keyedBy: \.name, group.tags) { $0.value($1.value) }
    }
  }
}
