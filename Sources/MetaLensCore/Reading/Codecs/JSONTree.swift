/// A JSON document read into a tree (RFC 8259), for generator settings that
/// must be followed rather than searched: ComfyUI's node graph. Bounded, as
/// everything read from a file: at most `maxDepth` levels and `maxValues`
/// values; deeper or larger text, or text that is not JSON, gives nil.
indirect enum JSONTree: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONTree])
  /// Members in the order written; a repeated key keeps its first value.
  case object([(String, JSONTree)])

  static let maxDepth = 64
  static let maxValues = 200_000

  /// The tree of `text`, or nil when it is not one JSON value within bounds.
  static func parse(_ text: String) -> JSONTree? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return parser.position == parser.bytes.count ? value : nil
  }

  /// The member named `key` of an object.
  subscript(key: String) -> JSONTree? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var values = 0

    mutating func skipSpace() {
      while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func value(depth: Int) -> JSONTree? {
      values += 1
      guard depth < JSONTree.maxDepth, values <= JSONTree.maxValues else { return nil }
      skipSpace()
      guard position < bytes.count else { return nil }
      switch bytes[position] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(JSONTree.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    mutating func literal(_ word: String, _ value: JSONTree) -> JSONTree? {
      let expected = Array(word.utf8)
      guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected
      else { return nil }
      position += expected.count
      return value
    }

    mutating func number() -> JSONTree? {
      let start = position
      while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
      return Double(String(decoding: bytes[start..<position], as: UTF8.self)).map(JSONTree.number)
    }

    mutating func array(depth: Int) -> JSONTree? {
      position += 1
      var items: [JSONTree] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpace()
        guard position < bytes.count else { return nil }
        position += 1
        if bytes[position - 1] == UInt8(ascii: "]") { return .array(items) }
        guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    mutating func object(depth: Int) -> JSONTree? {
      position += 1
      var members: [(String, JSONTree)] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        position += 1
        guard let member = value(depth: depth + 1) else { return nil }
        if !members.contains(where: { $0.0 == key }) { members.append((key, member)) }
        skipSpace()
        guard position < bytes.count else { return nil }
        position += 1
        if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    /// A string from its opening quote, escapes decoded; a high surrogate
    /// not followed by its low one is dropped.
    mutating func string() -> String? {
      position += 1
      var scalars = String.UnicodeScalarView()
      var pendingHigh: UInt32?
      var start = position
      func flush(_ end: Int) {
        scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
      }
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          flush(position)
          position += 1
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          position += 1
          continue
        }
        flush(position)
        guard position + 1 < bytes.count else { return nil }
        let escape = bytes[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u"):
          guard position + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
          else { return nil }
          position += 4
          if (0xD800..<0xDC00).contains(code) {
            pendingHigh = code
          } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
            scalars.append(Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (code - 0xDC00)) ?? "\u{FFFD}")
            pendingHigh = nil
          } else {
            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          }
        default: scalars.append(Unicode.Scalar(escape))
        }
        start = position
      }
      return nil
    }
  }
}
