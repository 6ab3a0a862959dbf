/// A decoded CBOR data item (RFC 8949), as C2PA claims, assertions and COSE
/// signatures store them.
enum CBORValue: Sendable, Equatable {
  case unsigned(UInt64)
  /// A negative integer: the value is `-1 - n`.
  case negative(UInt64)
  case bytes([UInt8])
  case text(String)
  case array([CBORValue])
  /// Pairs in the order stored (keys may be of any type, and repeat).
  case map([(CBORValue, CBORValue)])
  indirect case tagged(UInt64, CBORValue)
  case bool(Bool)
  case null
  case undefined
  case float(Double)
  case simple(UInt8)

  static func == (lhs: CBORValue, rhs: CBORValue) -> Bool {
    switch (lhs, rhs) {
    case (.unsigned(let a), .unsigned(let b)), (.negative(let a), .negative(let b)): a == b
    case (.bytes(let a), .bytes(let b)): a == b
    case (.text(let a), .text(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.map(let a), .map(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.tagged(let t, let a), .tagged(let u, let b)): t == u && a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null), (.undefined, .undefined): true
    case (.float(let a), .float(let b)): a == b || (a.isNaN && b.isNaN)
    case (.simple(let a), .simple(let b)): a == b
    default: false
    }
  }

  /// The value under text key `key` of a map.
  subscript(key: String) -> CBORValue? {
    guard case .map(let pairs) = self else { return nil }
    return pairs.first { $0.0 == .text(key) }?.1
  }

  /// The value under integer key `key` of a map (COSE header labels).
  subscript(label key: Int) -> CBORValue? {
    guard case .map(let pairs) = self else { return nil }
    let wanted: CBORValue = key >= 0 ? .unsigned(UInt64(key)) : .negative(UInt64(-1 - key))
    return pairs.first { $0.0 == wanted }?.1
  }

  /// The item without its tags.
  var untagged: CBORValue {
    if case .tagged(_, let inner) = self { return inner.untagged }
    return self
  }

  var text: String? {
    if case .text(let text) = untagged { return text }
    return nil
  }

  var bytes: [UInt8]? {
    if case .bytes(let bytes) = untagged { return bytes }
    return nil
  }

  var array: [CBORValue]? {
    if case .array(let items) = untagged { return items }
    return nil
  }

  var integer: Int64? {
    switch untagged {
    case .unsigned(let value): value <= UInt64(Int64.max) ? Int64(value) : nil
    case .negative(let value): value < UInt64(Int64.max) ? -1 - Int64(value) : nil
    default: nil
    }
  }
}
