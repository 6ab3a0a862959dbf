import Foundation
import MetaLensCore

/// How a MetaLens value is compared with ExifTool's JSON value.
enum OracleComparison {
  static func agrees(_ ours: MetadataValue, _ theirs: Any) -> Bool {
    switch (ours, theirs) {
    case (_, let number as NSNumber) where ours.number != nil:
      return close(ours.number ?? .nan, number.doubleValue)
    case (.text(let text), let number as NSNumber):
      // ExifTool's JSON prints text that looks numeric as a number ("1.10" → 1.1).
      return Double(text).map { close($0, number.doubleValue) } ?? false
    case (_, let string as String) where ours.number != nil:
      // ExifTool quotes numbers with many digits.
      return Double(string).map { close(ours.number ?? .nan, $0) } ?? false
    case (.text(let text), let string as String):
      return text == string || sameButUndecodable(text, string)
    default:
      return false
    }
  }

  /// Issue 17's rules for every tag: numbers within 1e-6 relative (XMP
  /// rationals such as "1/125" are numbers there), text exactly, XMP dates in
  /// ExifTool's `YYYY:MM:DD HH:MM:SS` form, structures and lists as
  /// ExifTool's `-struct` JSON (which prints a one-item list as its item and
  /// `True`/`False` as JSON booleans), binary data by its size, and bytes
  /// ExifTool prints as they are (`MetadataValue.bytes`) as its JSON prints
  /// them: `base64:` decoded, or its lossy text (`exifToolJSONText`).
  static func agreesAsTag(_ ours: MetadataValue, _ theirs: Any) -> Bool {
    if let string = theirs as? String, string.allSatisfy(\.isWhitespace) {
      // ExifTool's -struct JSON prints an empty bag or structure as the
      // whitespace inside its element.
      switch ours {
      case .list(let items) where items.isEmpty: return true
      case .structure(let fields) where fields.isEmpty: return true
      default: break
      }
    }
    switch (ours, theirs) {
    case (.list(let items), let array as [Any]):
      return items.count == array.count && zip(items, array).allSatisfy { agreesAsTag($0, $1) }
    case (.list(let items), _) where items.count == 1:
      return agreesAsTag(items[0], theirs)
    case (.structure(let fields), let object as [String: Any]):
      return fields.count == object.count
        && fields.allSatisfy { field in object[field.name].map { agreesAsTag(field.value, $0) } ?? false }
    case (.binary(let count), let string as String):
      return string.hasPrefix("(Binary data \(count) bytes")
    case (.bytes(let bytes), let string as String):
      if string.hasPrefix("base64:") {
        return Data(base64Encoded: String(string.dropFirst(7))).map { Array($0) == bytes } ?? false
      }
      return string.hasPrefix("(Binary data ")
        ? string.hasPrefix("(Binary data \(bytes.count) bytes") : exifToolJSONText(bytes) == string
    case (.text(let text), let string as String) where string.hasPrefix("(Binary data ") && text != string:
      // ExifTool's JSON gives a long list of numbers as "(Binary data N
      // bytes…)", N being the length of its text.
      return string.hasPrefix("(Binary data \(text.utf8.count) bytes")
    case (.text(let text), let string as String) where string.hasPrefix("(large array of "):
      // …and a longer one as "(large array of N float values)".
      return string.hasPrefix("(large array of \(text.split(separator: " ").count) ")
    case (.text(let text), let number as NSNumber) where text == "True" || text == "False":
      return number.boolValue == (text == "True") && (number.doubleValue == 0 || number.doubleValue == 1)
    case (.text(let text), _):
      // (ExifTool quotes a number with more than 16 decimals: "0.00555555555555556".)
      if let rational = rational(text),
        let number = (theirs as? NSNumber)?.doubleValue ?? (theirs as? String).flatMap(Double.init)
      {
        return abs(rational - number) <= 1e-6 * max(abs(rational), abs(number))
      }
      if let string = theirs as? String, text != string, let date = exifToolDate(text) { return date == string }
      if let string = theirs as? String, text.contains("/"), text.contains(" ") {
        // A list of XMP rationals ("6/1 72/1 0/0 0/0"), which ExifTool prints
        // as numbers, 0/0 as "undef".
        let mine = text.split(separator: " ").map(String.init)
        let others = string.split(separator: " ").map(String.init)
        return mine.count == others.count
          && zip(mine, others).allSatisfy { mine, other in
            if mine == "0/0" { return other == "undef" }
            guard let a = rational(mine) ?? Double(mine), let b = Double(other) else { return mine == other }
            return a == b || abs(a - b) <= 1e-6 * max(abs(a), abs(b))
          }
      }
      return agrees(ours, theirs)
    case (_, let number as NSNumber) where ours.number != nil:
      let a = ours.number ?? .nan
      let b = number.doubleValue
      return a == b || abs(a - b) <= 1e-6 * max(abs(a), abs(b))
    default:
      return agrees(ours, theirs)
    }
  }

  /// Raw bytes as `exiftool -j` (without `-b`) prints them (EscapeJSON in
  /// the exiftool script): NULs removed, and each byte that does not start
  /// or continue a valid UTF-8 sequence replaced by `?` (XMP.pm's FixUTF8).
  static func exifToolJSONText(_ bytes: [UInt8]) -> String {
    let kept = bytes.filter { $0 != 0 }
    var output: [UInt8] = []
    var index = 0
    while index < kept.count {
      let byte = kept[index]
      let length = utf8SequenceLength(kept, at: index)
      if byte < 0x80 || length > 0 {
        let end = index + max(length, 1)
        output += kept[index..<end]
        index = end
      } else {
        output.append(0x3F)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The length of the valid multi-byte UTF-8 sequence at `index`, or 0 (the
  /// checks of ExifTool's IsUTF8/FixUTF8: no overlong forms, surrogates,
  /// U+FFFE/U+FFFF or code points past U+10FFFF).
  private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    guard lead >= 0xC2, lead < 0xF8 else { return 0 }
    let extra = lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3
    guard index + extra < bytes.count, bytes[(index + 1)...(index + extra)].allSatisfy({ $0 & 0xC0 == 0x80 })
    else { return 0 }
    let second = bytes[index + 1]
    if extra == 2 {
      if lead == 0xE0 && second & 0xE0 == 0x80 { return 0 }
      if lead == 0xED && second & 0xE0 == 0xA0 { return 0 }
      if lead == 0xEF && second == 0xBF && bytes[index + 2] & 0xFE == 0xBE { return 0 }
    } else if extra == 3 {
      if (lead == 0xF0 && second & 0xF0 == 0x80) || (lead == 0xF4 && second > 0x8F) || lead > 0xF4 { return 0 }
    }
    return extra + 1
  }

  /// An XMP rational ("1/125"), which ExifTool's `-n` gives as a number.
  private static func rational(_ text: String) -> Double? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0
    else { return nil }
    return numerator / denominator
  }

  /// An XMP date (ISO 8601) as ExifTool prints it: `2016-09-13T11:58:16+01:00`
  /// becomes `2016:09:13 11:58:16+01:00` (ExifTool's ConvertXMPDate).
  static func exifToolDate(_ text: String) -> String? {
    let characters = Array(text)
    guard characters.count >= 7, characters[4] == "-", characters[0..<4].allSatisfy(\.isNumber) else { return nil }
    var converted = String(characters[0..<4]) + ":" + String(characters[5..<7])
    guard characters.count > 7 else { return converted }
    guard characters.count >= 10, characters[7] == "-" else { return nil }
    converted += ":" + String(characters[8..<10])
    guard characters.count > 10 else { return converted }
    guard characters[10] == "T" else { return nil }
    return converted + " " + String(characters[11...])
  }

  private static func close(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// ExifTool prints a byte that is not valid UTF-8 as "?"; metalens decodes
  /// such text as Latin-1. The rest of the text must match.
  private static func sameButUndecodable(_ ours: String, _ theirs: String) -> Bool {
    guard theirs.contains("?"), ours.count == theirs.count else { return false }
    return zip(ours, theirs).allSatisfy { $0 == $1 || ($1 == "?" && !$0.isASCII) }
  }
}
