import MetaLensCore

/// Every tag as `exiftool -G1 -a` lists them: `[Group]  Name  : value`, one
/// per line, in file order. Names and values are escaped: both come from the
/// file.
public struct TagTable: Sendable {
  let tags: [MetadataTag]

  public init(tags: [MetadataTag]) { self.tags = tags }

  public func render() -> String {
    let rows = tags.map {
      (TerminalSafe.escape("[" + $0.group + "]"), TerminalSafe.escape($0.name), ValueText.text($0.value))
    }
    let groupWidth = (rows.map { TextLayout.width(of: $0.0) }.max() ?? 0) + 1
    let nameWidth = rows.map { TextLayout.width(of: $0.1) }.max() ?? 0
    return rows.map { group, name, value in
      TextLayout.pad(group, to: groupWidth) + TextLayout.pad(name, to: nameWidth) + " : " + value
    }.joined(separator: "\n")
  }
}
