/// Makes text from a file safe to print: control characters (escape
/// sequences included) are shown as visible escapes, so metadata or a file's
/// name can never move the cursor, change colours, retitle the terminal,
/// reorder a line (the bidi controls of Unicode's UAX #9, "Trojan Source",
/// CVE-2021-42574) or break it (U+2028 and U+2029, which some terminals and
/// log viewers take as line breaks). The one function for every line that
/// reaches a terminal from a file: values, names, errors on stderr, compare.
public enum TerminalSafe {
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += scalar.value <= 0xFF ? "\\x" + (hex.count == 1 ? "0" + hex : hex) : "\\u{\(hex)}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return false }  // printable ASCII, the common case
    return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || invisible.contains(scalar.value)
  }

  /// The bidi marks, embeddings, overrides and isolates (UAX #9 §2), and
  /// the line and paragraph separators.
  private static let invisible: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]
}
