/// How much of a file's own text the text output shows, so that a hostile or
/// merely enormous value cannot bury the report or stall the terminal. The
/// JSON output always carries every value in full.
public enum OutputLimits {
  /// Lines a summary value may wrap to (a location with its map link takes
  /// five at 40 columns); the last ends with an ellipsis.
  public static let summaryValueLines = 6
  /// Lines of a flag's detail.
  public static let flagDetailLines = 6
  /// Characters of one tag value in `metalens tags`.
  public static let tagValueCharacters = 1000
  /// Reading warnings listed in a report; the others are counted.
  public static let warningsShown = 8
  /// Lines of one reading warning.
  public static let warningLines = 3
}
