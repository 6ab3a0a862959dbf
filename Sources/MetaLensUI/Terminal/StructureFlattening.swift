import MetaLensCore

/// XMP structures as `exiftool` shows them without `-struct`: one tag per
/// field, named after the structure and the field (`History` with `Action`
/// and `When` gives `HistoryAction` and `HistoryWhen`), a list of
/// structures giving each field the list of its values, nested structures
/// flattened the same way. ExifTool users grep for these names; `tags`'s
/// text view uses them, `tags --struct` and `--json` keep the structures
/// (as `exiftool -struct`).
public enum StructureFlattening {
  public static func flatten(_ tags: [MetadataTag]) -> [MetadataTag] {
    tags.flatMap { tag -> [MetadataTag] in
      guard tag.group.hasPrefix("XMP-"), isStructured(tag.value) else { return [tag] }
      return fields(tag.name, tag.value).map { MetadataTag(group: tag.group, name: $0.name, value: $0.value) }
    }
  }

  private static func isStructured(_ value: MetadataValue) -> Bool {
    switch value {
    case .structure: true
    case .list(let items): !items.isEmpty && items.allSatisfy { if case .structure = $0 { true } else { false } }
    default: false
    }
  }

  /// The flat fields of `value` under `prefix`, in the order they first
  /// appear.
  private static func fields(_ prefix: String, _ value: MetadataValue) -> [(name: String, value: MetadataValue)] {
    switch value {
    case .structure(let members):
      return members.flatMap { member -> [(name: String, value: MetadataValue)] in
        let name = prefix + member.name
        return isStructured(member.value) ? fields(name, member.value) : [(name, member.value)]
      }
    case .list(let items) where isStructured(value):
      var order: [String] = []
      var values: [String: [MetadataValue]] = [:]
      for item in items {
        for (name, field) in fields(prefix, item) {
          if values[name] == nil { order.append(name) }
          values[name, default: []] += field.items
        }
      }
      return order.map { ($0, .list(values[$0] ?? [])) }
    default:
      return [(prefix, value)]
    }
  }
}
