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
    let all = tags.tags
    var positions: [String: [Int]] = [:]
    var groups: [(name: String, members: [Int])] = []
    for (index, tag) in all.enumerated() {
      // Tags come group by group: the last group is nearly always the one.
      if let last = groups.indices.last, JSONWriter.compareBytes(groups[last].name, tag.group) == 0 {
        groups[last].members.append(index)
      } else if let position = positions[tag.group]?.first(where: {
        JSONWriter.compareBytes(groups[$0].name, tag.group) == 0
      }) {
        groups[position].members.append(index)
      } else {
        positions[tag.group, default: []].append(groups.count)
        groups.append((tag.group, [index]))
      }
    }
    json.object(keyedBy: \.name, groups) { json, group in
      json.object(keyedBy: { all[$0].name }, group.members) { $0.value(all[$1].value) }
    }
  }
}
