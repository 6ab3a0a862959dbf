/// The characters components draw with, in Unicode or plain ASCII.
public struct Symbols: Sendable, Hashable {
  public let barFull: String
  public let barEmpty: String
  public let horizontal: String
  public let vertical: String
  public let topLeft: String
  public let topRight: String
  public let bottomLeft: String
  public let bottomRight: String
  public let bullet: String
  public let ellipsis: String
  public let dash: String
  public let arrow: String
  public let times: String
  public let critical: String
  public let warning: String
  public let notice: String
  public let info: String
  public let positive: String

  public static let unicode = Symbols(
    barFull: "█", barEmpty: "░", horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
    bottomRight: "╯", bullet: "•", ellipsis: "…", dash: "–", arrow: "→", times: "×", critical: "✖", warning: "▲",
    notice: "●", info: "·", positive: "✔")

  public static let ascii = Symbols(
    barFull: "#", barEmpty: ".", horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", bullet: "*", ellipsis: "...", dash: "-", arrow: "->", times: "x", critical: "X", warning: "!",
    notice: "o", info: "-", positive: "+")

  /// Typographic characters and their ASCII stand-ins.
  private static let asciiReplacements: [Character: String] = [
    "·": "-", "→": "->", "×": "x", "–": "-", "—": "-", "…": "...", "“": "\"", "”": "\"", "‘": "'", "’": "'",
    "≥": ">=", "≤": "<=", "−": "-",
  ]

  /// `text` with the report's own typographic characters replaced by ASCII
  /// when drawing in ASCII; text from the file itself is left alone.
  public func plain(_ text: String) -> String {
    guard self == .ascii, text.contains(where: { Self.asciiReplacements[$0] != nil }) else { return text }
    return text.reduce(into: "") { $0 += Self.asciiReplacements[$1] ?? String($1) }
  }
}
