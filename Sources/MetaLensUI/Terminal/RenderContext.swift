import MetaLensCore

/// How a component may draw: the width it has, whether it may use colour
/// and Unicode, and the language of its words. Components get it as a value; they never look at the
/// terminal or the environment themselves.
public struct RenderContext: Sendable, Hashable {
  /// Narrowest and widest layouts: below 40 columns nothing reads well, and
  /// past 120 lines get too long to follow.
  public static let widthRange = 40...120

  public let width: Int
  public let color: Bool
  public let unicode: Bool
  /// The language the components word their labels in.
  public let language: Language

  /// The widest a table may be: its path column takes whatever room there
  /// is, so a wide terminal shows long paths whole.
  public static let widestTable = 400

  /// `widest` lifts the upper bound, for the table.
  public init(
    width: Int, color: Bool = false, unicode: Bool = true, widest: Int = widthRange.upperBound,
    language: Language = .en
  ) {
    self.width = min(max(width, Self.widthRange.lowerBound), max(widest, Self.widthRange.lowerBound))
    self.color = color
    self.unicode = unicode
    self.language = language
  }

  /// The words of `language`.
  public var catalogue: Catalogue { Catalogue.of(language) }

  /// The symbols to draw with.
  public var symbols: Symbols { unicode ? .unicode : .ascii }

  /// `text` in `style` when colour is on, unchanged otherwise.
  public func styled(_ text: String, _ style: TextStyle...) -> String {
    guard color, !text.isEmpty, !style.isEmpty else { return text }
    return "\u{1B}[" + style.map { String($0.rawValue) }.joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }
}
