/// A value put into a catalogue sentence. Numbers, durations, dates and
/// lists are kept typed so that each language writes them its own way
/// ("2 days 18 h" / "2일 18시간", "2024:05:01 …" / "2024년 5월 1일 …").
public enum MessageArgument: Sendable, Hashable {
  /// Text from the file or a name: shown as it is in every language.
  case text(String)
  case integer(Int)
  /// A time span in seconds.
  case duration(Int)
  /// An EXIF date as stored (`2024:05:01 14:30:00`).
  case date(String)
  /// Items joined as the language joins a list.
  case list([MessageArgument])
  /// Another sentence of the catalogue, worded in the same language.
  case message(Message)
}

extension MessageArgument: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) { self = .text(value) }
}

extension MessageArgument: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .integer(value) }
}
