import MetaLensCore

/// Tag values as one line of text: numbers as they are, lists joined with
/// commas, structures as `{Field=value, …}` (ExifTool's notation), binary data
/// as its placeholder, control characters escaped.
public enum ValueText {
  public static func text(_ value: MetadataValue) -> String {
    TerminalSafe.escape(raw(value))
  }

  static func raw(_ value: MetadataValue) -> String {
    switch value {
    case .integer(let number): return String(number)
    case .real(let value): return number(value)
    case .text(let string): return string
    case .list(let items): return items.map(raw).joined(separator: ", ")
    case .structure(let fields): return "{" + fields.map { $0.name + "=" + raw($0.value) }.joined(separator: ", ") + "}"
    case .binary(let count): return MetadataValue.binaryPlaceholder(count)
    }
  }

  /// A double without a trailing `.0`, in Swift's shortest round-trip form.
  public static func number(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
