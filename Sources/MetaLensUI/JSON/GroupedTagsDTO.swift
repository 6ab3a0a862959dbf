import MetaLensCore

/// Tags as `{"IFD0": {"Make": "Canon", …}, "XMP-xmp": {…}}`. Where a group
/// holds the same name twice, the first value is kept (as ExifTool does
/// without `-a`); `metalens tags --json` lists every occurrence.
struct GroupedTagsDTO: JSONRepresentable {
  let tags: TagList

  /// Groups are told apart by their UTF-8 bytes, like keys (see
  /// `JSONValue.sorted`): a String-keyed dictionary would merge two spellings.
  var json: JSONValue {
    var positions: [[UInt8]: Int] = [:]
    var groups: [(name: String, members: [JSONMember])] = []
    for tag in tags.tags {
      let member = JSONMember(key: tag.name, value: tag.value.json)
      let key = Array(tag.group.utf8)
      if let position = positions[key] {
        groups[position].members.append(member)
      } else {
        positions[key] = groups.count
        groups.append((tag.group, [member]))
      }
    }
    return .object(JSONValue.sorted(groups.map { JSONMember(key: $0.name, value: .object(JSONValue.sorted($0.members))) }))
  }
}
