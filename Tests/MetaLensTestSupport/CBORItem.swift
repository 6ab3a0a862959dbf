/// A CBOR data item for fixtures, encoded as RFC 8949's preferred
/// serialisation: what a C2PA writer produces.
public indirect enum CBORItem: Sendable {
  case int(Int64)
  case text(String)
  case bytes([UInt8])
  case array([CBORItem])
  case map([(String, CBORItem)])
  /// A map with integer keys (COSE headers).
  case labels([(Int64, CBORItem)])
  case tag(UInt64, CBORItem)
  case null

  public func encoded() -> [UInt8] {
    switch self {
    case .int(let value): value >= 0 ? Self.head(0, UInt64(value)) : Self.head(1, UInt64(-1 - value))
    case .text(let text): Self.head(3, UInt64(text.utf8.count)) + Array(text.utf8)
    case .bytes(let bytes): Self.head(2, UInt64(bytes.count)) + bytes
    case .array(let items): Self.head(4, UInt64(items.count)) + items.flatMap { $0.encoded() }
    case .map(let pairs):
      Self.head(5, UInt64(pairs.count)) + pairs.flatMap { CBORItem.text($0.0).encoded() + $0.1.encoded() }
    case .labels(let pairs):
      Self.head(5, UInt64(pairs.count)) + pairs.flatMap { CBORItem.int($0.0).encoded() + $0.1.encoded() }
    case .tag(let tag, let item): Self.head(6, tag) + item.encoded()
    case .null: [0xF6]
    }
  }

  /// The initial byte and argument of an item of major type `major`.
  public static func head(_ major: UInt8, _ argument: UInt64) -> [UInt8] {
    let type = major << 5
    switch argument {
    case 0..<24: return [type | UInt8(argument)]
    case 24..<0x100: return [type | 24, UInt8(argument)]
    case 0x100..<0x1_0000: return [type | 25] + bigEndian(argument, 2)
    case 0x1_0000..<0x1_0000_0000: return [type | 26] + bigEndian(argument, 4)
    default: return [type | 27] + bigEndian(argument, 8)
    }
  }

  private static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
}
