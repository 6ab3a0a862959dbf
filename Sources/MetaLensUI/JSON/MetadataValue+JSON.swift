import MetaLensCore

/// Tag values in JSON: numbers as JSON numbers, text as strings (never turned
/// into numbers), lists as arrays, structures as objects, and binary data as
/// a placeholder with its size.
extension MetadataValue: JSONRepresentable {
  public var json: JSONValue {
    switch self {
    case .integer(let value): .integer(value)
    case .real(let value): .double(value)
    case .text(let value): .string(value)
    case .list(let items): .array(items.map(\.json))
    case .structure(let fields):
      .object(JSONValue.sorted(fields.map { JSONMember(key: $0.name, value: $0.value.json) }))
    case .binary(let count): .string(MetadataValue.binaryPlaceholder(count))
    }
  }
}
