import MetaLensCore

/// Tag values as one line of text: numbers as they are, lists joined with
/// commas, structures as `{Field=value, …}` (ExifTool's notation), binary data
/// as its placeholder, control characters escaped; past
/// `OutputLimits.tagValueCharacters`, the rest is counted instead of shown.
public enum ValueText {
  /// With `full`, nothing is cut; `hint` says how to see the rest.
  public static func text(_ value: MetadataValue, full: Bool = false, hint: String = "--json shows all") -> String {
    let text = value.plainText
    let limit = OutputLimits.tagValueCharacters
    guard !full, text.utf8.count > limit,
      let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    else { return TerminalSafe.escape(text) }
    return TerminalSafe.escape(String(text[..<end])) + " … (\(text.count - limit) more characters; \(hint))"
  }
}
