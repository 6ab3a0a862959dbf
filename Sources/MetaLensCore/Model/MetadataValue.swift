/// One tag value, typed the way ExifTool prints it with `-n`.
///
/// Numbers stay numbers (rationals become decimals), text stays text even when
/// it looks numeric, and list-type tags (XMP bags and sequences, repeatable
/// IPTC datasets) are always lists, even with one item, so that typed clients
/// never see a field change shape between files.
public enum MetadataValue: Sendable, Hashable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case list([MetadataValue])
  case structure([MetadataField])
  /// Binary data that metalens does not decode; only its size is reported.
  case binary(byteCount: Int)
  /// Data that metalens does not decode but ExifTool prints as it is (most
  /// Photoshop image resources): the text view shows its size, like
  /// `.binary`, and JSON its exact bytes as `base64:…`, the form `exiftool
  /// -j -b` uses for data that is not text, rather than ExifTool's lossy text
  /// (which drops NULs and turns bytes that are not UTF-8 into `?`). Kept
  /// only when every tag is asked for (`ReadingOptions.allTags`).
  case bytes([UInt8])

  /// The value as text when it is text.
  public var text: String? {
    if case .text(let string) = self { return string }
    return nil
  }

  /// The value as a number when it is one.
  public var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    default: nil
    }
  }

  /// The value as an integer when it is a whole number.
  public var integer: Int64? {
    switch self {
    case .integer(let value): value
    case .real(let value) where value.rounded() == value && abs(value) < 1e15:
      Int64(value)
    default: nil
    }
  }

  /// The items of a list, or the value itself as a one-item list.
  public var items: [MetadataValue] {
    if case .list(let items) = self { return items }
    return [self]
  }

  /// The field of a structure with this name.
  public subscript(field name: String) -> MetadataValue? {
    guard case .structure(let fields) = self else { return nil }
    return fields.first { $0.name == name }?.value
  }
}

/// A named field of a structured value (an XMP structure, for instance).
public struct MetadataField: Sendable, Hashable {
  public let name: String
  public let value: MetadataValue

  public init(_ name: String, _ value: MetadataValue) {
    self.name = name
    self.value = value
  }
}
