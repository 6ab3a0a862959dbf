extension CBORValue {
  /// The item in CBOR's preferred serialisation (RFC 8949, 4.1: shortest
  /// heads, definite lengths, map pairs in the order read). c2pa-rs checks a
  /// CAWG X.509 identity's signature over its `signer_payload` serialised
  /// again this way (`X509SignatureVerifier::check_signature`), not over the
  /// bytes stored, so metalens does the same.
  var encoded: [UInt8] {
    var out: [UInt8] = []
    encode(into: &out)
    return out
  }

  private func encode(into out: inout [UInt8]) {
    switch self {
    case .unsigned(let value): Self.head(major: 0, value, into: &out)
    case .negative(let value): Self.head(major: 1, value, into: &out)
    case .bytes(let bytes):
      Self.head(major: 2, UInt64(bytes.count), into: &out)
      out += bytes
    case .text(let text):
      Self.head(major: 3, UInt64(text.utf8.count), into: &out)
      out += Array(text.utf8)
    case .array(let items):
      Self.head(major: 4, UInt64(items.count), into: &out)
      for item in items { item.encode(into: &out) }
    case .map(let pairs):
      Self.head(major: 5, UInt64(pairs.count), into: &out)
      for (key, value) in pairs {
        key.encode(into: &out)
        value.encode(into: &out)
      }
    case .tagged(let tag, let inner):
      Self.head(major: 6, tag, into: &out)
      inner.encode(into: &out)
    case .bool(let value): out.append(value ? 0xF5 : 0xF4)
    case .null: out.append(0xF6)
    case .undefined: out.append(0xF7)
    case .float(let value):
      out.append(0xFB)
      out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value.bitPattern >> ($0 * 8)) }
    case .simple(let value):
      if value < 24 { out.append(0xE0 | value) } else { out += [0xF8, value] }
    }
  }

  /// A head with its argument in the fewest bytes.
  private static func head(major: UInt8, _ value: UInt64, into out: inout [UInt8]) {
    let type = major << 5
    let width: Int
    switch value {
    case 0..<24:
      out.append(type | UInt8(value))
      return
    case 24..<256: width = 1
    case 256..<65_536: width = 2
    case 65_536..<4_294_967_296: width = 4
    default: width = 8
    }
    out.append(type | [1: 24, 2: 25, 4: 26, 8: 27][width, default: 27])
    out += (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
