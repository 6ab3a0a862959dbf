/// How each language writes durations, dates and lists. Digits stay ASCII
/// and unseparated in both, as the tag values they are compared with.
enum LanguageFormat {
  /// "2 days 18 h" / "2일 18시간", "3 h 12 min" / "3시간 12분", "45 min" /
  /// "45분", "90 s" / "90초".
  static func duration(_ seconds: Int, _ language: Language) -> String {
    let days = seconds / 86_400
    let hours = seconds % 86_400 / 3600
    let minutes = seconds % 3600 / 60
    switch language {
    case .en:
      if days > 0 { return "\(days) day\(days == 1 ? "" : "s")" + (hours > 0 ? " \(hours) h" : "") }
      if hours > 0 { return "\(hours) h" + (minutes > 0 ? " \(minutes) min" : "") }
      if minutes > 1 { return "\(minutes) min" }
      return "\(seconds) s"
    case .ko:
      if days > 0 { return "\(days)일" + (hours > 0 ? " \(hours)시간" : "") }
      if hours > 0 { return "\(hours)시간" + (minutes > 0 ? " \(minutes)분" : "") }
      if minutes > 1 { return "\(minutes)분" }
      return "\(seconds)초"
    }
  }

  /// An EXIF date: as stored in English; `2024년 5월 1일 14:30:00` in
  /// Korean (the rest of the value, such as an offset, kept after it).
  /// A value that is not an EXIF date is shown as it is.
  static func date(_ value: String, _ language: Language) -> String {
    guard language == .ko else { return value }
    let parts = value.prefix(10).split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts[0].count == 4, (1...12).contains(month), (1...31).contains(day)
    else { return value }
    return "\(year)년 \(month)월 \(day)일" + value.dropFirst(10)
  }

  /// `a`, `a and b`, `a, b and c` / `a`, `a, b`, `a, b, c`.
  static func list(_ items: [String], _ language: Language) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    switch language {
    case .en: return items.dropLast().joined(separator: ", ") + " and " + last
    case .ko: return items.joined(separator: ", ")
    }
  }
}
