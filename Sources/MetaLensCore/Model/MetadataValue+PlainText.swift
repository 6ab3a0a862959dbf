extension MetadataValue {
  /// The value as one line of plain text: lists joined with commas,
  /// structures as `{Field=value, …}` (ExifTool's notation), binary data as
  /// its size. Control characters are kept; renderers escape them.
  public var plainText: String {
    switch self {
    case .integer(let number): return String(number)
    case .real(let number):
      if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
      return String(number)
    case .text(let string): return string
    case .list(let items): return items.map(\.plainText).joined(separator: ", ")
    case .structure(let fields):
      return "{" + fields.map { $0.name + "=" + $0.value.plainText }.joined(separator: ", ") + "}"
    case .binary(let count): return Self.binaryPlaceholder(count)
    case .bytes(let bytes): return Self.binaryPlaceholder(bytes.count)
    }
  }

  /// The text that stands for binary data.
  public static func binaryPlaceholder(_ byteCount: Int) -> String {
    "(Binary data \(byteCount) bytes)"
  }
}
