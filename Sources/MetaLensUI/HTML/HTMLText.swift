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
    "data:" + mimeType + ";base64," + Base64.encode(bytes)
  }

  /// The only links the page makes: OpenStreetMap addresses that metalens
  /// built itself from GPS numbers. Addresses found in metadata
  /// (`javascript:`, `data:`, anything else) stay text.
  static func isOwnMapLink(_ url: String) -> Bool {
    url.hasPrefix("https://www.openstreetmap.org/?mlat=")
      && url.unicodeScalars.allSatisfy { $0.isASCII && !" \"'<>".unicodeScalars.contains($0) }
  }
}
