import MetaLensCore

/// Every tag as `exiftool -G1 -a` lists them: `[Group]  Name  : value`, one
/// per line, in file order. Names and values are escaped: both come from the
/// file.
///
/// Values are human-readable by default where a library formats them
/// (`MetadataTag.displayValue`: libexif's text for EXIF entries) or ExifTool's
/// table or its code prints them (`PrintValues`: an XMP Orientation's "Rotate 90 CW",
/// a DNG's ExposureTime "1/15"), and the raw
/// numbers with `numeric`, as ExifTool's `-n` prints them; long values are cut
/// at `OutputLimits.tagValueCharacters` unless `full`.
public struct TagTable: Sendable {
  let tags: [MetadataTag]
  let numeric: Bool
  let full: Bool

  public init(tags: [MetadataTag], numeric: Bool = false, full: Bool = false) {
    self.tags = tags
    self.numeric = numeric
    self.full = full
  }

  public func render() -> String {
    let rows = tags.map { tag in
      let shown =
        numeric
        ? tag.value
        : PrintValues.exposureTime(tag.value, group: tag.group, name: tag.name)
          ?? tag.displayValue.map(MetadataValue.text)
          ?? PrintValues.printed(tag.value, group: tag.group, name: tag.name)
          ?? PrintValues.computed(tag.value, group: tag.group, name: tag.name) ?? tag.value
      let value = ValueText.text(shown, full: full, hint: "--full shows all")
      return (TerminalSafe.escape("[" + tag.group + "]"), TerminalSafe.escape(tag.name), value)
    }
    let groupWidth = (rows.map { TextLayout.width(of: $0.0) }.max() ?? 0) + 1
    let nameWidth = rows.map { TextLayout.width(of: $0.1) }.max() ?? 0
    return rows.map { group, name, value in
      TextLayout.pad(group, to: groupWidth) + TextLayout.pad(name, to: nameWidth) + " : " + value
    }.joined(separator: "\n")
  }
}
