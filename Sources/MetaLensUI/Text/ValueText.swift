import MetaLensCore

/// Tag values as one line of text: numbers as they are, lists joined with
/// commas, structures as `{Field=value, …}` (ExifTool's notation), binary data
/// as its placeholder, control characters escaped.
public enum ValueText {
  public static func text(_ value: MetadataValue) -> String {
    TerminalSafe.escape(value.plainText)
  }
}
