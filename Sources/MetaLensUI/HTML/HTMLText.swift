/// Text and data made safe for the page. Everything from a file goes through
/// `escape`: control and bidirectional-override characters become visible
/// escapes (as in the terminal), then `&`, `<`, `>`, `"` and `'` become
/// entities, so a value can never open a tag, leave an attribute or reorder
/// the page.
enum HTMLText {
  static func escape(_ text: String) -> String {
    let safe = TerminalSafe.escape(text)
    guard safe.utf8.contains(where: { [0x26, 0x3C, 0x3E, 0x22, 0x27].contains($0) }) else { return safe }
    var result = ""
    result.reserveCapacity(safe.utf8.count + 16)
    for character in safe {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `data:` URI of `bytes` (RFC 2397, base64 as RFC 4648 §4).
  static func dataURI(_ bytes: [UInt8], mimeType: String) -> String {
    "data:" + mimeType + ";base64," + base64(bytes)
  }

  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func base64(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      for shift in [18, 12, 6, 0] { output.append(alphabet[Int(value >> UInt32(shift) & 0x3F)]) }
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let value = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      output.append(alphabet[Int(value >> 18 & 0x3F)])
      output.append(alphabet[Int(value >> 12 & 0x3F)])
      output.append(rest == 2 ? alphabet[Int(value >> 6 & 0x3F)] : 0x3D)
      output.append(0x3D)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The only links the page makes: OpenStreetMap addresses that metalens
  /// built itself from GPS numbers. Addresses found in metadata
  /// (`javascript:`, `data:`, anything else) stay text.
  static func isOwnMapLink(_ url: String) -> Bool {
    url.hasPrefix("https://www.openstreetmap.org/?mlat=")
      && url.unicodeScalars.allSatisfy { $0.isASCII && !" \"'<>".unicodeScalars.contains($0) }
  }
}
