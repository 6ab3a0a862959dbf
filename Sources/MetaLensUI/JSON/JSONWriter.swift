/// Writes `JSONValue`s as RFC 8259 text: keys sorted, strings escaped,
/// numbers in their shortest form (whole numbers without `.0`), either pretty
/// (two-space indent) or compact (one line, for NDJSON).
///
/// metalens first used Foundation's JSONEncoder; in a batch it spent 44% of
/// the time boxing values for Codable, so the documents now build plain
/// values and this writer serialises them directly.
struct JSONWriter {
  let pretty: Bool
  private(set) var output: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
    output.reserveCapacity(16_384)
  }

  mutating func write(_ value: JSONValue, depth: Int = 0) {
    switch value {
    case .bool(let flag): append(flag ? "true" : "false")
    case .integer(let number): writeInteger(number)
    case .number(let number): append(Self.text(of: number))
    case .string(let text): writeString(text)
    case .array(let items):
      guard !items.isEmpty else { return append("[]") }
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        write(item, depth: depth + 1)
      }
      newline(depth)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return append("{}") }
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        writeString(member.key)
        append(pretty ? ": " : ":")
        write(member.value, depth: depth + 1)
      }
      newline(depth)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A finite double as JSON: `35` rather than `35.0`, otherwise Swift's
  /// shortest round-trip form (`0.1`, `1e-05`).
  static func text(of number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  /// Decimal digits straight into the output: `String(number)` allocated
  /// a string for each of the thousands of integers a batch writes.
  private mutating func writeInteger(_ number: Int64) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of UInt64.max
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      output.append(contentsOf: buffer[(24 - count)..<24])
    }
  }

  private mutating func newline(_ depth: Int) {
    guard pretty else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  private mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  private mutating func writeString(_ text: String) {
    output.append(0x22)
    // Native strings are contiguous UTF-8: one plain loop over the buffer
    // finds whether anything needs escaping (most strings need none) and
    // the bytes are copied whole, several times faster than going through
    // the view or a predicate closure.
    var text = text
    let copied = text.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if copied {
      output.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: append("\\\"")
      case 0x5C: append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0x08: append("\\b")
      case 0x0C: append("\\f")
      case 0x00..<0x20:
        append("\\u00")
        output.append(Self.hexDigit(byte >> 4))
        output.append(Self.hexDigit(byte & 0x0F))
      default: output.append(byte)
      }
    }
    output.append(0x22)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x61 + value - 10
  }
}
