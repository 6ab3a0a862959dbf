/// Numbers and strings as JSON text, written straight into the output.
extension JSONWriter {
  /// A finite double as JSON: `35` rather than `35.0`, otherwise Swift's
  /// shortest round-trip form (`0.1`, `1e-05`).
  static func text(of number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  /// Decimal digits straight into the output: `String(number)` allocated
  /// a string for each of the thousands of integers a batch writes.
  mutating func writeInteger(_ number: Int64) {
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

  mutating func writeString(_ text: String) {
    output.append(0x22)
    // Native strings are contiguous UTF-8: one plain loop over the buffer
    // finds whether anything needs escaping (most strings need none) and
    // the bytes are copied whole, several times faster than going through
    // the view or a predicate closure.
    // Read in place: a mutable copy for `withUTF8` cost a retain and a
    // release for every string of every document.
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard !Self.needsEscaping(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if copied == true {
      output.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: output.append(contentsOf: "\\\"".utf8)
      case 0x5C: output.append(contentsOf: "\\\\".utf8)
      case 0x0A: output.append(contentsOf: "\\n".utf8)
      case 0x0D: output.append(contentsOf: "\\r".utf8)
      case 0x09: output.append(contentsOf: "\\t".utf8)
      case 0x08: output.append(contentsOf: "\\b".utf8)
      case 0x0C: output.append(contentsOf: "\\f".utf8)
      case 0x00..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(Self.hexDigit(byte >> 4))
        output.append(Self.hexDigit(byte & 0x0F))
      default: output.append(byte)
      }
    }
    output.append(0x22)
  }

  /// True when `bytes` hold a control character, a quote or a backslash.
  /// Eight bytes are tested at once (Anderson, "Bit Twiddling Hacks":
  /// "determine if a word has a byte less than n", and a zero byte after
  /// XOR), since every key and text of every document passes here.
  static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        if (control | quote | backslash) & highs != 0 { return true }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
      index += 1
    }
    return false
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x61 + value - 10
  }
}
