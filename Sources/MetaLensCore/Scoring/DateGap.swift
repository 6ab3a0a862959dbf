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
  static func describe(_ seconds: Int) -> String {
    let days = seconds / 86_400
    let hours = seconds % 86_400 / 3600
    let minutes = seconds % 3600 / 60
    if days > 0 { return "\(days) day\(days == 1 ? "" : "s")" + (hours > 0 ? " \(hours) h" : "") }
    if hours > 0 { return "\(hours) h" + (minutes > 0 ? " \(minutes) min" : "") }
    if minutes > 1 { return "\(minutes) min" }
    return "\(seconds) s"
  }
}
