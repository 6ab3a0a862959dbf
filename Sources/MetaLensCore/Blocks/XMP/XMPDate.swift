/// An XMP date (ISO 8601, XMP Specification Part 1, §8.2.1.1 "Date") in
/// EXIF's form, as ExifTool's `ConvertXMPDate` (XMP.pm) gives it even
/// under `-n`: `YYYY-MM-DDThh:mm[:ss][rest]` (or a space for the `T`, white
/// space allowed before the rest, the rest holding none) becomes
/// `YYYY:MM:DD hh:mm[:ss][rest]`; any other text that starts with four
/// digits has each `-` turned into `:` (`2008-05` is `2008:05`), unless the
/// tag is not known to hold a date (`unsure`: a tag ExifTool's tables do
/// not hold), which only the whole date and time converts. Read byte by
/// byte, as the rational conversion is: XMP values can be long.
enum XMPDate {
  /// Whether the value, or an item of its list, starts with four digits.
  static func mayBeDate(_ value: MetadataValue) -> Bool {
    switch value {
    case .text(let text): return startsWithYear(text.utf8)
    case .list(let items): return items.contains(where: mayBeDate)
    default: return false
    }
  }

  /// The value, item by item in a list, as ConvertXMPDate gives it.
  static func converted(_ value: MetadataValue, unsure: Bool) -> MetadataValue {
    switch value {
    case .text(let text): .text(converted(text, unsure: unsure))
    case .list(let items): .list(items.map { converted($0, unsure: unsure) })
    default: value
    }
  }

  static func converted(_ text: String, unsure: Bool) -> String {
    let bytes = Array(text.utf8)
    if let dateTime = dateTime(bytes) { return dateTime }
    guard !unsure, startsWithYear(bytes) else { return text }
    return String(decoding: bytes.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: ":") : $0 }, as: UTF8.self)
  }

  /// ConvertXMPDate's first pattern,
  /// `^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2})(:\d{2})?\s*(\S*)$`, as
  /// `$1:$2:$3 $4$5$6`; nil when the text does not match it.
  static func dateTime(_ bytes: [UInt8]) -> String? {
    func digits(_ from: Int, _ count: Int) -> Bool {
      from + count <= bytes.count && bytes[from..<from + count].allSatisfy(isDigit)
    }
    func byte(_ index: Int, is character: Character) -> Bool {
      index < bytes.count && bytes[index] == character.asciiValue
    }
    guard digits(0, 4), byte(4, is: "-"), digits(5, 2), byte(7, is: "-"), digits(8, 2),
      byte(10, is: "T") || byte(10, is: " "), digits(11, 2), byte(13, is: ":"), digits(14, 2)
    else { return nil }
    var index = 16
    if byte(16, is: ":"), digits(17, 2) { index = 19 }
    let time = bytes[11..<index]
    // Perl's `$` matches before a final newline too.
    let end = bytes.last == 0x0A ? bytes.count - 1 : bytes.count
    while index < end, isSpace(bytes[index]) { index += 1 }
    let rest = bytes[min(index, end)..<end]
    guard !rest.contains(where: isSpace) else { return nil }
    let date = bytes[0..<4] + [UInt8(ascii: ":")] + bytes[5..<7] + [UInt8(ascii: ":")] + bytes[8..<10]
    return String(decoding: date + [UInt8(ascii: " ")] + time + rest, as: UTF8.self)
  }

  /// Four digits first, the one shape ConvertXMPDate converts at all.
  static func startsWithYear(_ bytes: some Collection<UInt8>) -> Bool {
    let year = bytes.prefix(4)
    return year.count == 4 && year.allSatisfy(isDigit)
  }

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  /// Perl's `\s`: space, tab, line feed, vertical tab, form feed, return.
  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
