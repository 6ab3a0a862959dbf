import MetaLensCore

/// Which tags `metalens tags -g/--group` and `-t/--tag` keep, the way
/// ExifTool users select them: names compared case-insensitively, a group as
/// its family-1 name (`GPS`, `XMP-xmp`) or the part before the dash (`XMP`
/// for every XMP group), a tag by name or as `Group:Name`. Several groups or
/// several tags keep any of them; groups and tags together keep the tags
/// that pass both.
public struct TagFilter: Sendable, Hashable {
  let groups: [String]
  let names: [String]

  public init(groups: [String] = [], tags: [String] = []) {
    self.groups = groups.map { $0.lowercased() }
    self.names = tags.map { $0.lowercased() }
  }

  public var isEmpty: Bool { groups.isEmpty && names.isEmpty }

  public func keeps(_ tag: MetadataTag) -> Bool {
    let group = tag.group.lowercased()
    let name = tag.name.lowercased()
    if !groups.isEmpty, !groups.contains(where: { Self.group(group, matches: $0) }) { return false }
    if !names.isEmpty {
      return names.contains { wanted in
        let parts = wanted.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return wanted == name }
        return Self.group(group, matches: parts[0]) && parts[1] == name
      }
    }
    return true
  }

  public func apply(_ tags: [MetadataTag]) -> [MetadataTag] {
    isEmpty ? tags : tags.filter(keeps)
  }

  private static func group(_ group: String, matches wanted: String) -> Bool {
    group == wanted || (group.hasPrefix(wanted) && group.dropFirst(wanted.count).first == "-")
  }
}
