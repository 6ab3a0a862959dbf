import MetaLensCore

/// Tags as `{"IFD0": {"Make": "Canon", …}, "XMP-xmp": {…}}`. Where a group
/// holds the same name twice, the first value is kept (as ExifTool does
/// without `-a`); `metalens tags --json` lists every occurrence.
struct GroupedTagsDTO: JSONRepresentable {
  let tags: TagList

  var json: JSONValue {
    var groups: [String: [JSONMember]] = [:]
    for tag in tags.tags {
      groups[tag.group, default: []].append(JSONMember(key: tag.name, value: tag.value.json))
    }
    return .object(JSONValue.sorted(groups.map { JSONMember(key: $0.key, value: .object(JSONValue.sorted($0.value))) }))
  }
}
