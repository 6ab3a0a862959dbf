/// An EXIF date as stored (`2024:05:01 14:30:00`), with the sub-seconds and
/// UTC offset that EXIF keeps in separate tags.
public struct ExifDateTime: Sendable, Hashable {
  /// The date and time exactly as stored.
  public let value: String
  /// The SubSecTime* tag (`123` means .123 s).
  public let subSeconds: String?
  /// The OffsetTime* tag (`+02:00`).
  public let offset: String?

  public init(value: String, subSeconds: String? = nil, offset: String? = nil) {
    self.value = value
    self.subSeconds = subSeconds.flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }
    self.offset = offset.flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }
  }

  /// All three together, as ExifTool's composite SubSecDateTimeOriginal
  /// writes them: `2024:05:01 14:30:00.123+02:00`.
  public var combined: String {
    value + (subSeconds.map { "." + $0 } ?? "") + (offset ?? "")
  }

  /// Seconds on one fixed scale (days counted from 0000-03-01, proleptic
  /// Gregorian) in the date's own clock (the offset ignored),
  /// for comparing two dates of one file; nil when the text is not a date.
  public var clockSeconds: Int? {
    let digits = Self.firstNumbers(of: value, count: 6)
    guard digits.count == 6, (1...9999).contains(digits[0]), (1...12).contains(digits[1]), (1...31).contains(digits[2]),
      (0...24).contains(digits[3]), (0...59).contains(digits[4]), (0...60).contains(digits[5])
    else { return nil }
    let (year, month, day) = (digits[0], digits[1], digits[2])
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = shiftedYear / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra
    return ((days * 24 + digits[3]) * 60 + digits[4]) * 60 + digits[5]
  }

  /// The first `count` runs of ASCII digits in the text, read over its bytes
  /// (the scorer compares dates for every file of a batch); a run too long
  /// for an `Int` is skipped, as a number no date has.
  static func firstNumbers(of text: String, count: Int) -> [Int] {
    var numbers: [Int] = []
    numbers.reserveCapacity(count)
    var number = 0
    var digits = 0
    for byte in text.utf8 {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        if digits < 18 { number = number * 10 + Int(byte - UInt8(ascii: "0")) }
        digits += 1
        continue
      }
      if digits > 0 && digits <= 18 {
        numbers.append(number)
        if numbers.count == count { return numbers }
      }
      number = 0
      digits = 0
    }
    if digits > 0 && digits <= 18 && numbers.count < count { numbers.append(number) }
    return numbers
  }
}
