import MetaLensCore

/// Tags as `{"IFD0": {"Make": "Canon", …}, "XMP-xmp": {…}}`. Where a group
/// holds the same name twice, the first value is kept (as ExifTool does
/// without `-a`); `metalens tags --json` lists every occurrence.
struct GroupedTagsDTO: JSONRepresentable {
  let tags: TagList

  /// Groups are told apart by their UTF-8 bytes, like keys (see
  /// `JSONValue.sorted`): names a String-keyed dictionary would merge share
  /// its entry, and the bytes pick the group.
  var json: JSONValue {
    var positions: [String: [Int]] = [:]
    var groups: [(name: String, members: [JSONMember])] = []
    for tag in tags.tags {
      let member = JSONMember(key: tag.name, value: tag.value.json)
      // Tags come group by group: the last group is nearly always the one.
      if let last = groups.indices.last, JSONValue.compareBytes(groups[last].name, tag.group) == 0 {
        groups[last].members.append(member)
      } else if let position = positions[tag.group]?.first(where: {
        JSONValue.compareBytes(groups[$0].name, tag.group) == 0
      }) {
        groups[position].members.append(member)
      } else {
        positions[tag.group, default: []].append(groups.count)
        groups.append((tag.group, [member]))
      }
    }
    return .object(
      JSONValue.sorted(groups.map { JSONMember(key: $0.name, value: .object(JSONValue.sorted($0.members))) }))
  }
}
