/// Rewrites a packet's hexadecimal character references (`&#x22;`) as
/// decimal ones (`&#34;`) before exempi parses it. The XMP toolkit's
/// pre-parse pass (`ProcessUTF8Portion` in XMPMeta-Parse.cpp) looks for
/// escaped control characters to turn into spaces and, in exempi's build,
/// turns the hexadecimal references it meets into spaces whatever their
/// value: `A&#x22;B` came out `A B` where ExifTool reads `A"B`. Decimal
/// references reach expat untouched, so the value is what the packet says.
/// References to control characters that XML 1.0 forbids (below 0x20 but
/// tab, LF, CR) stay hexadecimal: expat would reject the whole packet for
/// them, and the toolkit's space is the lesser loss; so do references that
/// are no character at all (surrogates, past U+10FFFF).
enum XMPCharacterReferences {
  /// `packet` with its hexadecimal references made decimal; the same array
  /// when it has none.
  static func decimal(_ packet: [UInt8]) -> [UInt8] {
    let marker = Array("&#x".utf8)
    guard var start = ByteSearch.firstOffset(of: marker, in: packet) else { return packet }
    var result: [UInt8] = []
    result.reserveCapacity(packet.count + 16)
    var copied = 0
    while true {
      let digits = start + 3
      var end = digits
      var value: UInt32 = 0
      while end < packet.count, end - digits < 8, let digit = hexValue(packet[end]) {
        value = value << 4 | digit
        end += 1
      }
      let allowed = isXMLCharacter(value)
      if end > digits, end < packet.count, packet[end] == UInt8(ascii: ";"), allowed {
        result += packet[copied..<start]
        result += Array("&#\(value);".utf8)
        copied = end + 1
      }
      guard let next = ByteSearch.firstOffset(of: marker, in: packet, from: max(end, start + 3)) else { break }
      start = next
    }
    result += packet[copied...]
    return result
  }

  /// XML 1.0's `Char` production (§2.2).
  private static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
