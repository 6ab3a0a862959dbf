/// The time between two EXIF dates of one file, and how to say it.
enum DateGap {
  /// Seconds from `start` to `end`, using their offsets when both have one.
  static func seconds(from start: ExifDateTime, to end: ExifDateTime) -> Int? {
    guard let startSeconds = start.clockSeconds, let endSeconds = end.clockSeconds else { return nil }
    guard let startOffset = offsetSeconds(start.offset), let endOffset = offsetSeconds(end.offset) else {
      return endSeconds - startSeconds
    }
    return (endSeconds - endOffset) - (startSeconds - startOffset)
  }

  /// "+02:00" → 7200.
  static func offsetSeconds(_ offset: String?) -> Int? {
    guard let offset, offset.count == 6, let sign = offset.first, sign == "+" || sign == "-",
      let hours = Int(offset.dropFirst().prefix(2)), let minutes = Int(offset.suffix(2))
    else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }

  /// "2 days 18 h", "3 h 12 min", "45 min", "90 s".
  static func describe(_ seconds: Int) -> String { LanguageFormat.duration(seconds, .en) }
}
