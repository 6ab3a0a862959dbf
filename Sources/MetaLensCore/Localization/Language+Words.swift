/// The helpers a `Wording` uses to say its case in one language.
extension Language {
  /// The English or the Korean words, both written at the call site so that
  /// neither can be left out.
  @inlinable
  public func pick(en english: @autoclosure () -> String, ko korean: @autoclosure () -> String) -> String {
    switch self {
    case .en: english()
    case .ko: korean()
    }
  }

  /// "2 days 18 h" / "2일 18시간".
  public func duration(_ seconds: Int) -> String { LanguageFormat.duration(seconds, self) }

  /// An EXIF date as stored in English; `2024년 5월 1일 14:30:00` in Korean.
  public func date(_ value: String) -> String { LanguageFormat.date(value, self) }

  /// `a, b and c` / `a, b, c`.
  public func list(_ items: [String]) -> String { LanguageFormat.list(items, self) }
}
