import MetaLensCore

/// Every tag as `exiftool -G1 -a` lists them: `[Group]  Name  : value`, one
/// per line, in file order.
public struct TagTable: Sendable {
  let tags: [MetadataTag]

  public init(tags: [MetadataTag]) { self.tags = tags }

  public func render() -> String {
    let groupWidth = (tags.map { $0.group.count }.max() ?? 0) + 2
    let nameWidth = tags.map { $0.name.count }.max() ?? 0
    return tags.map { tag in
      "[" + tag.group + "]" + String(repeating: " ", count: groupWidth - tag.group.count - 1)
        + tag.name.padding(to: nameWidth) + " : " + ValueText.text(tag.value)
    }.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
