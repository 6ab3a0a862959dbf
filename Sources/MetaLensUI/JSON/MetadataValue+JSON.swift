import MetaLensCore

/// Tag values in JSON: numbers as JSON numbers, text as strings (never turned
/// into numbers), lists as arrays, structures as objects, binary data as
/// a placeholder with its size, and undecoded bytes that ExifTool prints as
/// `base64:` and their base64 (RFC 4648 §4), as `exiftool -j -b` does.
extension MetadataValue: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    switch self {
    case .integer(let value): json.value(value)
    case .real(let value): json.value(value)
    case .text(let value): json.value(value)
    case .list(let items): json.array(items)
    case .structure(let fields): json.object(keyedBy: \.name, fields) { $0.value($1.value) }
    case .binary(let count): json.value(MetadataValue.binaryPlaceholder(count))
    case .bytes(let bytes): json.value("base64:" + Base64.encode(bytes))
    }
  }
}
