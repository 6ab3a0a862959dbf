/// Measuring, wrapping, truncating and padding text by terminal columns
/// (wide East Asian characters and emoji take two, combining marks none).
/// Hangul counts as East Asian Width says: syllables, leading jamo and
/// compatibility jamo are wide (two columns), the vowel and final jamo
/// that join a leading one take none, so Korean text lines up in the card,
/// the flags and the table.
/// Where terminals disagree (symbols and pictographs), a character is
/// counted wide: overestimating a width can leave a gap, never an overflow.
/// Layout is done on plain text; styles are applied afterwards.
public enum TextLayout {
  /// Columns `text` takes in a terminal.
  public static func width(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  static func width(of scalar: Unicode.Scalar) -> Int {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }  // printable ASCII, the common case
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return 0 }
    if isJoiningJamo(scalar.value) { return 0 }
    return isWide(scalar.value) ? 2 : 1
  }

  /// Hangul vowel and final jamo (U+1160–U+11FF, U+D7B0–U+D7FF): they join
  /// the leading jamo before them into one wide syllable.
  private static func isJoiningJamo(_ value: UInt32) -> Bool {
    (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
  }

  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0xA960...0xA97F).contains(value) || (0x2E80...0x303E).contains(value)
      || (0x3041...0x33FF).contains(value)
      || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value)
      || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value) || wideSymbols.contains(value)
      || (0x1F000...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }

  /// Symbols below U+1F000 that terminals draw two columns wide (East Asian
  /// Width W: the emoji-presentation ones). The report's own symbols (✔ ✖ ▲ ●)
  /// are narrow.
  private static let wideSymbols: Set<UInt32> = Set(
    [
      0x231A, 0x231B, 0x2329, 0x232A, 0x23F0, 0x23F3, 0x25FD, 0x25FE, 0x2614, 0x2615, 0x267F, 0x2693, 0x26A1, 0x26AA,
      0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
      0x270A, 0x270B, 0x2728, 0x274C, 0x274E, 0x2753, 0x2754, 0x2755, 0x2757, 0x2795, 0x2796, 0x2797, 0x27B0, 0x27BF,
      0x2B1B, 0x2B1C, 0x2B50, 0x2B55,
    ] + Array(0x23E9...0x23EC) + Array(0x2648...0x2653))

  /// `text` cut to `limit` columns, ending with `ellipsis` when cut.
  public static func truncate(_ text: String, to limit: Int, ellipsis: String) -> String {
    guard width(of: text) > limit else { return text }
    let room = max(0, limit - width(of: ellipsis))
    var result = ""
    var used = 0
    for character in text {
      let columns = width(of: String(character))
      if used + columns > room { break }
      result.append(character)
      used += columns
    }
    return result + ellipsis
  }

  /// `text` padded with spaces to `columns`.
  public static func pad(_ text: String, to columns: Int) -> String {
    let missing = columns - width(of: text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` broken into lines of at most `limit` columns, at spaces where it
  /// can be, inside words where a word is longer than a line.
  public static func wrap(_ text: String, to limit: Int) -> [String] {
    let limit = max(1, limit)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        var wordWidth = width(of: String(word))
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= limit {
          line += " " + String(word)
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > limit {
          let (head, rest) = split(word, at: limit)
          lines.append(head)
          word = rest
          wordWidth -= width(of: head)
        }
        line = String(word)
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// `text` wrapped to `limit` columns in at most `maxLines` lines, the last
  /// ending with `ellipsis` when text is left over. Only the start of a huge
  /// text is looked at, so it costs what its first lines cost.
  public static func wrap(_ text: String, to limit: Int, maxLines: Int, ellipsis: String) -> [String] {
    let limit = max(1, limit)
    let head = text.prefix(max(1, maxLines) * limit * 2)
    var lines = wrap(String(head), to: limit)
    guard lines.count > maxLines || head.endIndex < text.endIndex else { return lines }
    lines = Array(lines.prefix(max(1, maxLines)))
    let last = lines.count - 1
    lines[last] = truncate(lines[last], to: limit - width(of: ellipsis), ellipsis: "") + ellipsis
    return lines
  }

  /// Lines of `text` wrapped to `limit` after a first-line prefix, with the
  /// following lines indented to line up under the text.
  public static func hanging(_ prefix: String, _ text: String, width limit: Int) -> [String] {
    let indent = String(repeating: " ", count: width(of: prefix))
    return wrap(text, to: limit - width(of: prefix)).enumerated().map {
      ($0.offset == 0 ? prefix : indent) + $0.element
    }
  }

  /// Splits a word too long for a line: after the last `/`, `&`, `?` or `#`
  /// that fits in the second half of the line (so URLs and paths break at
  /// their separators), or else at the limit.
  private static func split(_ word: Substring, at limit: Int) -> (String, Substring) {
    var head = ""
    var used = 0
    var index = word.startIndex
    var lastBreak: (String.Index, Int)?
    while index < word.endIndex {
      let columns = width(of: String(word[index]))
      if used + columns > limit { break }
      head.append(word[index])
      used += columns
      index = word.index(after: index)
      if "/&?#".contains(word[word.index(before: index)]), used > limit / 2 { lastBreak = (index, head.count) }
    }
    if let (breakIndex, count) = lastBreak, breakIndex < word.endIndex {
      return (String(head.prefix(count)), word[breakIndex...])
    }
    if head.isEmpty, index < word.endIndex {
      head = String(word[index])
      index = word.index(after: index)
    }
    return (head, word[index...])
  }
}
