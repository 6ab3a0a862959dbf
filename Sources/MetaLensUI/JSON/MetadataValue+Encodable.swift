import MetaLensCore

/// Tag values in JSON: numbers as JSON numbers, text as strings (never turned
/// into numbers), lists as arrays, structures as objects, and binary data as
/// ExifTool's placeholder text with its size.
extension MetadataValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .integer(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .real(let value):
      var container = encoder.singleValueContainer()
      if value.isFinite {
        try container.encode(value)
      } else {
        try container.encode(value.isNaN ? "undef" : (value < 0 ? "-inf" : "inf"))
      }
    case .text(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .list(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .structure(let fields):
      var container = encoder.container(keyedBy: DynamicKey.self)
      for field in fields { try container.encode(field.value, forKey: DynamicKey(field.name)) }
    case .binary(let byteCount):
      var container = encoder.singleValueContainer()
      try container.encode(Self.binaryPlaceholder(byteCount))
    }
  }
}
