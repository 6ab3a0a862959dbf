/// Every tag read from a file, with a lookup by group and name. Tags come in
/// the order they were read: the File group first, then segment by segment,
/// with XMP, ICC and Photoshop tags after the segments they were assembled
/// from.
///
/// A group may hold the same name twice (two COM segments, say): the list keeps
/// both, and lookups return the first, which is the one ExifTool reports
/// without `-a`.
public struct TagList: Sendable, Hashable {
  public private(set) var tags: [MetadataTag] = []
  private var firstIndex: [Key: Int] = [:]

  /// The list shares `tags`' storage: copying each tag in cost a retain and
  /// a release for each of its texts.
  public init(_ tags: [MetadataTag] = []) {
    self.tags = tags
    firstIndex.reserveCapacity(tags.count)
    for (position, tag) in tags.enumerated() { index(tag, at: position) }
  }

  public mutating func append(_ tag: MetadataTag) {
    index(tag, at: tags.count)
    tags.append(tag)
  }

  public mutating func append(contentsOf other: [MetadataTag]) {
    tags.reserveCapacity(tags.count + other.count)
    firstIndex.reserveCapacity(tags.count + other.count)
    for tag in other { append(tag) }
  }

  /// The first value of `name` in `group`.
  public func value(_ group: String, _ name: String) -> MetadataValue? {
    firstIndex[Key(group: group, name: name)].map { tags[$0].value }
  }

  /// Every value of `name` in `group`, in file order (two COM segments, say):
  /// the scan starts at the first, so a file without the name costs one
  /// lookup.
  public func values(_ group: String, _ name: String) -> [MetadataValue] {
    guard let first = firstIndex[Key(group: group, name: name)] else { return [] }
    return tags[first...].filter { $0.name == name && $0.group == group }.map(\.value)
  }

  /// Group names in the order they first appear.
  public var groups: [String] {
    var seen = Set<String>()
    return tags.compactMap { seen.insert($0.group).inserted ? $0.group : nil }
  }

  /// The tags of one group, in file order.
  public func tags(in group: String) -> [MetadataTag] {
    tags.filter { $0.group == group }
  }

  public var isEmpty: Bool { tags.isEmpty }

  /// Notes `tag`'s place when it is the first of its group and name: one
  /// hash lookup, since the default-value accessor inserts only when absent.
  private mutating func index(_ tag: MetadataTag, at position: Int) {
    Self.keep(&firstIndex[Key(group: tag.group, name: tag.name), default: position])
  }

  private static func keep(_: inout Int) {}

  /// Group and name as they are: joining them into one string cost an
  /// allocation per tag. Only the name is hashed (equality still compares
  /// both): hashing two strings per tag was 1.5% of a batch, and names
  /// rarely repeat across the groups of one file.
  private struct Key: Hashable, Sendable {
    let group: String
    let name: String

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

}
