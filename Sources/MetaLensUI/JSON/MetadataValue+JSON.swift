import MetaLensCore

/// Tag values in JSON: numbers as JSON numbers, text as strings (never turned
/// into numbers), lists as arrays, structures as objects, binary data as
/// a placeholder with its size, and undecoded bytes that ExifTool prints as
/// `base64:` and their base64 (RFC 4648 §4), as `exiftool -j -b` does.
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
    case .bytes(let bytes): .string("base64:" + Base64.encode(bytes))
    }
  }
}
